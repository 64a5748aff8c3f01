import { type ButtonHTMLAttributes, type MouseEvent, useRef, useState } from "react";
import { Link, type LinkProps } from "../../lib/router";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-styles";
import { Spinner } from "./spinner";

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "onClick"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button while an action runs (spec §2 Auth). */
  busy?: boolean;
  /** When it returns a promise, the button is busy until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

export function Button({
  variant,
  size,
  busy,
  disabled,
  className,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  // A second press while the first one's work is on its way does nothing: checked
  // through a ref, because a double click arrives before React renders the busy state.
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (running.current || busy) {
      event.preventDefault();
      return;
    }
    const result = onClick?.(event);
    if (result instanceof Promise) {
      running.current = true;
      setPending(true);
      const done = () => {
        running.current = false;
        setPending(false);
      };
      result.then(done, done);
    }
  };
  const working = Boolean(busy) || pending;
  return (
    <button
      type={type ?? "button"}
      className={buttonClass(variant, size, className)}
      disabled={disabled || working}
      aria-busy={working || undefined}
      onClick={handleClick}
      {...rest}
    >
      {working && <Spinner />}
      {children}
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}

/** A quiet choice within a page that reads as an underlined phrase (show as a table, go deeper). */
export function TextButton({
  className = "text-clay-dark",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="button" className={`font-semibold underline underline-offset-4 ${className}`} {...props} />
  );
}
