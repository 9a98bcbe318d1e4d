import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field';

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
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="field__select">
          <select {...control} {...rest}>
            {children}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
