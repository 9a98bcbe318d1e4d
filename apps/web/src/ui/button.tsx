import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows the button busy while its action runs, and keeps it from being sent twice. */
  pending?: boolean;
  fullWidth?: boolean;
}

export function buttonClass(variant: ButtonVariant = 'primary', fullWidth = false, extra?: string) {
  return ['btn', `btn--${variant}`, fullWidth && 'btn--full', extra].filter(Boolean).join(' ');
}

export function Button({
  variant = 'primary',
  pending = false,
  fullWidth = false,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, fullWidth, className)}
      aria-busy={pending || undefined}
      {...rest}
      disabled={rest.disabled || pending}
    >
      {pending && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant = 'primary', fullWidth = false, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, fullWidth, className)} {...rest} />;
}
