import type { ButtonHTMLAttributes, ReactNode } from 'react';

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'disabled' | 'type'>;

interface ButtonProps extends NativeProps {
  children: ReactNode;
  onPress?: () => void;
  isDisabled?: boolean;
  /** A running action: the button stays in the tab order, says it is busy and does not act again. */
  isPending?: boolean;
  type?: 'button' | 'submit';
}

/**
 * A native `<button>` with the props of react-aria's `Button` that simple actions need (`onPress`,
 * `isDisabled`, `isPending`). Screens of the first paint use it so that react-aria's press and
 * hover code (≈ 15 KB gzip) stays out of the start page (decision 008); dialogs, menus and other
 * react-aria widgets keep react-aria's `Button`. Focus ring: `:focus-visible` in the stylesheets.
 */
export function Button({ children, onPress, isDisabled = false, isPending = false, type = 'button', ...native }: ButtonProps) {
  return (
    <button
      {...native}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      aria-busy={isPending || undefined}
      onClick={isPending ? undefined : onPress}
    >
      {children}
    </button>
  );
}
