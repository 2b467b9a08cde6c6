import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ItemErrorBoundary } from './ItemErrorBoundary';

function Broken(): never {
  throw new Error('cannot draw');
}

describe('ItemErrorBoundary', () => {
  it('shows the fallback for a child that throws and reports the error', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <>
        <ItemErrorBoundary
          fallback={(error) => <p role="alert">{error.message}</p>}
          onError={onError}
        >
          <Broken />
        </ItemErrorBoundary>
        <p>Next item</p>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('cannot draw');
    expect(screen.getByText('Next item')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), expect.anything());
    quiet.mockRestore();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ItemErrorBoundary fallback={() => null}>
        <p>Fine</p>
      </ItemErrorBoundary>,
    );
    expect(screen.getByText('Fine')).toBeInTheDocument();
  });
});
