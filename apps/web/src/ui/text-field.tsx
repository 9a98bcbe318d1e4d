import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The translated error, if the value is wrong. */
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, id, type = 'text', className, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input type={type} {...control} {...rest} />}
    </FieldFrame>
  );
}
