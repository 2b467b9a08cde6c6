import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './DefinitionErrors.stories';

const { SeveralProblems, UnreadableText } = composeStories(stories);

describe('DefinitionErrors', () => {
  it('lists every problem with its path', () => {
    render(<SeveralProblems />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('list[3].columns[1].list[0].options.max: expected a number');
  });

  it('shows a problem of the whole text without a path', () => {
    render(<UnreadableText />);
    expect(screen.getByRole('listitem')).toHaveTextContent(/^line 3, column 14/);
  });
});
