import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldErrorText, FieldHint, useFieldIds } from './field';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/**
 * A native select: it is accessible everywhere, scrolls 250 countries well on phones
 * and keeps react-aria-components out of the first screens' bundle.
 */
export function Select({ label, error, hint, id, className, children, ...rest }: SelectProps) {
  const ids = useFieldIds(hint, error, id);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <div className="field__select">
        <select
          id={ids.inputId}
          className="field__control"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        >
          {children}
        </select>
      </div>
      <FieldErrorText id={ids.errorId} error={error} />
    </div>
  );
}
