import type { ReactNode } from 'react';
import { Spinner, type SpinnerSize } from '../spinner/spinner';
import './loader-wrapper.css';

type LoaderWrapperProps = {
  pending: boolean;
  /** Text shown instead of the content when loading failed. */
  error?: string | null;
  spinnerSize?: SpinnerSize;
  children: ReactNode;
};

/** Spec §4: a spinner while pending, the error text on error, else the content. */
export function LoaderWrapper({ pending, error, spinnerSize = 'sm', children }: LoaderWrapperProps) {
  if (pending)
    return (
      <div className="ui-loader-wrapper" aria-busy="true">
        <Spinner size={spinnerSize} />
      </div>
    );
  if (error)
    return (
      <div className="ui-loader-wrapper ui-loader-wrapper--error" role="alert">
        {error}
      </div>
    );
  return <>{children}</>;
}
