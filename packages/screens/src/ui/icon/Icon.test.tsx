import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import TestRenderer from 'react-test-renderer';
import { FacilityIcon, facilityIconOf } from './FacilityIcon';
import { Icon } from './Icon';
import { FACILITY_ICONS, KIT_ICONS } from './iconNames';

jest.mock('remax/one', () => ({ View: 'view' }));

const rendered = (element: React.ReactElement) => TestRenderer.create(element).root.findByType('view').props as Record<string, unknown>;
const sheet = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

describe('Icon', () => {
  it('draws the named icon as a masked box, hidden from screen readers', () => {
    const props = rendered(<Icon name="house" size="large" className="ak-tab-glyph" />);
    expect(props.className).toBe('ak-icon ak-icon-house ak-icon--large ak-tab-glyph');
    expect(props['aria-hidden']).toBe('true');
    expect(rendered(<Icon name="search" />).className).toBe('ak-icon ak-icon-search');
  });

  it('takes only the names of the set', () => {
    // @ts-expect-error -- a name outside iconNames.ts does not compile
    expect(rendered(<Icon name="rocket" />).className).toContain('ak-icon-rocket');
    // @ts-expect-error -- the facilities' icons come through FacilityIcon, whose stylesheet holds them
    expect(rendered(<Icon name="bed" />).className).toContain('ak-icon-bed');
  });

  it('has a drawn SVG in the stylesheets for every name, and no other', () => {
    const rules = (file: string) => [...sheet(file).matchAll(/^\.ak-icon-([a-z0-9-]+)\{-webkit-mask-image:url\("data:image\/svg\+xml,%3Csvg /gm)].map((match) => match[1]);
    expect(rules('kitIcons.css')).toEqual([...KIT_ICONS]);
    expect(rules('facilityIcons.css')).toEqual([...FACILITY_ICONS]);
  });
});

describe('FacilityIcon', () => {
  it('draws each facility of the demo vocabulary with its own picture, and an unknown code with a plain badge', () => {
    const codes = ['bed', 'wardrobe', 'desk', 'air_conditioner', 'washer', 'fridge', 'water_heater', 'wifi', 'tv', 'sofa', 'stove', 'microwave', 'smart_lock', 'balcony'];
    const icons = codes.map(facilityIconOf);
    expect(new Set(icons).size).toBe(codes.length);
    expect(icons).not.toContain('badge-check');
    expect(facilityIconOf('sauna')).toBe('badge-check');
    expect(facilityIconOf('toString')).toBe('badge-check');
    expect(rendered(<FacilityIcon code="fridge" />).className).toBe('ak-icon ak-icon-refrigerator ak-icon--large');
  });
});
