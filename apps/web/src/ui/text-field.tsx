import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldErrorText, FieldHint, useFieldIds } from './field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The translated error, if the value is wrong. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, type = 'text', className, ...rest }: TextFieldProps) {
  const ids = useFieldIds(hint, error, id);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      <FieldHint id={ids.hintId} hint={hint} />
      <input
        id={ids.inputId}
        type={type}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldErrorText id={ids.errorId} error={error} />
    </div>
  );
}
