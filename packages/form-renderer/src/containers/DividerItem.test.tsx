import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { form, testWidgets, widget } from '../../test/helpers';
import { FormRenderer } from '../core/FormRenderer';

describe('DividerItem', () => {
  it('draws a separator titled by its name at the content position', () => {
    const definition = form([
      widget('divider', 'd1', 'Contact details', { contentPosition: 'center' }),
      widget('divider', 'd2', 'Notes', { contentPosition: 'right' }),
    ]);
    render(<FormRenderer definition={definition} widgets={testWidgets} />);
    const [center, right] = screen.getAllByRole('separator');
    expect(center).toHaveTextContent('Contact details');
    expect(center).toHaveClass('fr-divider--center');
    expect(right).toHaveClass('fr-divider--right');
  });
});
