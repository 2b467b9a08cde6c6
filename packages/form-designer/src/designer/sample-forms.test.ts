import { allWidgets, validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import { largeForm, realisticForm } from './sample-forms';

describe('sample forms', () => {
  it('are valid definitions', () => {
    expect(validateDefinition(realisticForm()).errors).toEqual([]);
    expect(validateDefinition(largeForm(300)).errors).toEqual([]);
  });

  it('make a large form of exactly the widgets asked for', () => {
    expect(allWidgets(largeForm(2000).list)).toHaveLength(2000);
    expect(allWidgets(largeForm(45).list)).toHaveLength(45);
  });
});
