import { describe, expect, it } from 'vitest';
import {
  SEARCH_LIMIT,
  activeKey,
  ancestorKeys,
  flattenMenu,
  openKeysFor,
  searchMenu,
  toggleOpen,
} from '../../../src/chrome/menu/menuModel';
import type { MenuItem } from '../../../src/chrome/menu/types';

const menu: MenuItem[] = [
  { title: 'Home', type: 'link', path: '/dashboard/default', icon: 'home-icon' },
  {
    title: 'Master',
    type: 'sub',
    icon: 'master-icon',
    children: [
      { title: 'Summary', type: 'link', path: '/master/Summary' },
      { title: 'Summary docs', type: 'extLink', path: 'https://docs.example/summary' },
      {
        title: 'Reports',
        type: 'sub',
        icon: 'reports-icon',
        children: [
          { title: 'Summary sheet', type: 'extTabLink', path: 'https://x.example/sheet' },
          { title: 'Summary table', type: 'link', path: '/master/reports/table' },
          { title: 'Summary group', type: 'sub', children: [] },
        ],
      },
    ],
  },
  { title: 'Summary site', type: 'extLink', path: 'https://summary.example' },
  { title: 'Summary sub', type: 'sub', children: [] },
];

describe('menu search (docs/behaviour.md, "Search")', () => {
  it('matches a case-insensitive substring of the title', () => {
    expect(searchMenu(menu, 'HOM').map((r) => r.item.title)).toEqual(['Home']);
    expect(searchMenu(menu, 'mary tab').map((r) => r.item.title)).toEqual(['Summary table']);
  });

  it('matches only link items at the first and second level, any item at the third', () => {
    expect(searchMenu(menu, 'summary').map((r) => r.item.title)).toEqual([
      'Summary', // level 2 link
      'Summary sheet', // level 3 extTabLink
      'Summary table', // level 3 link
      'Summary group', // level 3 sub
    ]);
    // level 2 extLink, level 1 extLink and level 1 sub are left out
    const titles = searchMenu(menu, 'summary').map((r) => r.item.title);
    expect(titles).not.toContain('Summary docs');
    expect(titles).not.toContain('Summary site');
    expect(titles).not.toContain('Summary sub');
  });

  it('gives children their parent’s icon when they have none', () => {
    const [summary, sheet] = searchMenu(menu, 'summary');
    expect(summary!.icon).toBe('master-icon');
    expect(sheet!.icon).toBe('reports-icon');
    expect(searchMenu(menu, 'home')[0]!.icon).toBe('home-icon');
  });

  it('gives nothing for an empty or blank term', () => {
    expect(searchMenu(menu, '')).toEqual([]);
    expect(searchMenu(menu, '   ')).toEqual([]);
  });

  it('shows at most 8 results', () => {
    const many: MenuItem[] = Array.from({ length: 12 }, (_, i) => ({
      title: `Page ${i}`,
      type: 'link',
      path: `/p/${i}`,
    }));
    expect(SEARCH_LIMIT).toBe(8);
    const found = searchMenu(many, 'page');
    expect(found).toHaveLength(8);
    expect(found.map((r) => r.item.path)).toEqual(many.slice(0, 8).map((i) => i.path));
  });

  it('searches the translated titles', () => {
    const hindi = (title: string) => (title === 'Home' ? 'मुखपृष्ठ' : title);
    expect(searchMenu(menu, 'मुख', hindi).map((r) => r.item.path)).toEqual(['/dashboard/default']);
    expect(searchMenu(menu, 'home', hindi)).toEqual([]);
  });
});

describe('active item and open branches (docs/behaviour.md, "Chrome")', () => {
  it('finds the link whose path matches exactly', () => {
    expect(activeKey(menu, '/master/Summary')).toBe('1.0');
    expect(activeKey(menu, '/master/reports/table')).toBe('1.2.1');
    expect(activeKey(menu, '/master')).toBeNull();
    expect(activeKey(menu, '/master/Summary/')).toBeNull();
    expect(activeKey(menu, '/master/summary')).toBeNull();
    expect(activeKey(menu, undefined)).toBeNull();
  });

  it('opens the parents of the active item', () => {
    expect(openKeysFor(menu, '/master/reports/table')).toEqual(['1', '1.2']);
    expect(openKeysFor(menu, '/dashboard/default')).toEqual([]);
    expect(ancestorKeys('0.2.1')).toEqual(['0', '0.2']);
  });

  it('opening an inactive item closes its siblings; closing closes what is below', () => {
    expect(toggleOpen(['1', '1.2'], '3')).toEqual(['3']);
    expect(toggleOpen(['1'], '1.2')).toEqual(['1', '1.2']);
    expect(toggleOpen(['1', '1.2'], '1')).toEqual([]);
    expect(toggleOpen(['1', '1.2'], '1.2')).toEqual(['1']);
  });

  it('lists every item with its key and inherited icon', () => {
    const flat = flattenMenu(menu);
    expect(flat.map((r) => r.key)).toEqual([
      '0',
      '1',
      '1.0',
      '1.1',
      '1.2',
      '1.2.0',
      '1.2.1',
      '1.2.2',
      '2',
      '3',
    ]);
    expect(flat.find((r) => r.key === '1.2.0')!.icon).toBe('reports-icon');
  });
});
