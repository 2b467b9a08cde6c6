import { describe, expect, it } from 'vitest';
import { customWidgetRegistry } from './custom-widgets';

const MapPicker = () => null;

describe('customWidgetRegistry', () => {
  it('registers each host widget with a component under custom:{el}', () => {
    const registry = customWidgetRegistry([
      { el: 'map-picker', name: 'Map', component: MapPicker },
      { el: 'no-component', name: 'Palette only' },
    ]);
    expect(Object.keys(registry)).toEqual(['custom:map-picker']);
    expect(registry['custom:map-picker']?.component).toBe(MapPicker);
  });

  it('refuses two widgets with the same el', () => {
    expect(() =>
      customWidgetRegistry([
        { el: 'map', name: 'A' },
        { el: 'map', name: 'B' },
      ]),
    ).toThrow('Two custom widgets are named "map"; each el must be unique');
  });
});
