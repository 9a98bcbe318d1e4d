import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldErrorText, FieldHint, useFieldIds } from './field';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, error, hint, id, className, ...rest }: CheckboxProps) {
  const ids = useFieldIds(hint, error, id);
  return (
    <div className={['field', 'field--checkbox', className].filter(Boolean).join(' ')}>
      <div className="checkbox">
        <input
          id={ids.inputId}
          type="checkbox"
          className="checkbox__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <label className="checkbox__label" htmlFor={ids.inputId}>
          {label}
        </label>
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldErrorText id={ids.errorId} error={error} />
    </div>
  );
}
