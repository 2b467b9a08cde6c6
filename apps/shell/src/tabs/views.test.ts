import { beforeEach, describe, expect, it } from 'vitest';
import {
  HOME_VIEW,
  KEEP_KEY,
  VIEWS_KEY,
  type View,
  closeAllViews,
  closeOtherViews,
  closeView,
  loadKept,
  loadViews,
  saveViews,
  viewKeyOf,
  visitView,
} from './views';

const view = (path: string, titleKey = 'route.x'): View => ({
  key: viewKeyOf(path.split('?')[0] ?? path),
  path,
  titleKey,
});
const keys = (views: readonly View[]) => views.map((v) => v.key);

describe('viewKeyOf', () => {
  it('gives every ApplicationCenter sub-path one tab', () => {
    expect(viewKeyOf('/ApplicationCenter')).toBe('/ApplicationCenter');
    expect(viewKeyOf('/ApplicationCenter/new')).toBe('/ApplicationCenter');
    expect(viewKeyOf('/ApplicationCenter/edit/3/')).toBe('/ApplicationCenter');
    expect(viewKeyOf('/ApplicationCenterX')).toBe('/ApplicationCenterX');
  });

  it("shows an application's own pages in its home's tab", () => {
    expect(viewKeyOf('/app/7')).toBe('/app/7');
    expect(viewKeyOf('/app/7/Pages')).toBe('/app/7');
    expect(viewKeyOf('/app/8/DataView')).toBe('/app/8');
  });
});

describe('visitView', () => {
  it('keeps home first and adds each page once', () => {
    let views = visitView([], view('/app/1'));
    views = visitView(views, view('/ApplicationCenter'));
    views = visitView(views, view('/app/1'));
    expect(keys(views)).toEqual(['/index', '/app/1', '/ApplicationCenter']);
  });

  it('moves a shared tab to the latest sub-path instead of adding one', () => {
    let views = visitView([HOME_VIEW], view('/ApplicationCenter'));
    views = visitView(views, view('/ApplicationCenter/new'));
    expect(views).toHaveLength(2);
    expect(views[1]?.path).toBe('/ApplicationCenter/new');
  });

  it('answers the same list when nothing changed', () => {
    const views = visitView([HOME_VIEW], view('/app/1'));
    expect(visitView(views, view('/app/1'))).toBe(views);
  });
});

describe('closing tabs', () => {
  const open = [HOME_VIEW, view('/app/1'), view('/app/2'), view('/app/3')];

  it('never closes home', () => {
    expect(closeView(open, '/index', '/index')).toEqual({ views: open, navigateTo: null });
  });

  it('closes an inactive tab and stays', () => {
    const closed = closeView(open, '/app/1', '/app/3');
    expect(keys(closed.views)).toEqual(['/index', '/app/2', '/app/3']);
    expect(closed.navigateTo).toBeNull();
  });

  it('moves to the right-hand neighbour when the active tab closes', () => {
    expect(closeView(open, '/app/2', '/app/2').navigateTo).toBe('/app/3');
  });

  it('moves to the left-hand neighbour when the last tab closes', () => {
    expect(closeView(open, '/app/3', '/app/3').navigateTo).toBe('/app/2');
  });

  it('goes to /index when no other tab remains', () => {
    const closed = closeView([HOME_VIEW, view('/app/1')], '/app/1', '/app/1');
    expect(closed).toEqual({ views: [HOME_VIEW], navigateTo: '/index' });
  });

  it('goes to the neighbour at its last path', () => {
    const views = [HOME_VIEW, view('/app/1'), view('/ApplicationCenter/edit/4')];
    expect(closeView(views, '/app/1', '/app/1').navigateTo).toBe('/ApplicationCenter/edit/4');
  });

  it('closes the others, keeping home and the chosen one, and goes to it', () => {
    expect(closeOtherViews(open, '/app/2')).toEqual({
      views: [HOME_VIEW, open[2]],
      navigateTo: '/app/2',
    });
  });

  it('closes all but home and goes home', () => {
    expect(closeAllViews(open)).toEqual({ views: [HOME_VIEW], navigateTo: '/index' });
  });
});

describe('persistence', () => {
  beforeEach(() => localStorage.clear());

  it('saves the views under `views` and the kept pages under `ROUTERKEEP`', () => {
    const views = [HOME_VIEW, view('/app/1')];
    saveViews(views, ['/index', '/app/1']);
    expect(JSON.parse(localStorage.getItem(VIEWS_KEY) ?? '')).toEqual(views);
    expect(JSON.parse(localStorage.getItem(KEEP_KEY) ?? '')).toEqual(['/index', '/app/1']);
    expect(loadViews()).toEqual(views);
    expect(loadKept(views)).toEqual(['/index', '/app/1']);
  });

  it('starts with home from nothing, broken JSON or foreign entries', () => {
    expect(loadViews()).toEqual([HOME_VIEW]);
    localStorage.setItem(VIEWS_KEY, '{not json');
    expect(loadViews()).toEqual([HOME_VIEW]);
    localStorage.setItem(
      VIEWS_KEY,
      JSON.stringify([{ key: 'x' }, 7, view('/app/1'), view('/app/1'), HOME_VIEW]),
    );
    expect(loadViews()).toEqual([HOME_VIEW, view('/app/1')]);
  });

  it('keeps alive only pages that still have a tab', () => {
    localStorage.setItem(KEEP_KEY, JSON.stringify(['/app/1', '/app/9', 3]));
    expect(loadKept([HOME_VIEW, view('/app/1')])).toEqual(['/app/1']);
  });
});
