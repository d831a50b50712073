import { describe, expect, it } from 'vitest';
import { getStoredFilter, getStoredSubActivity, getStoredType } from '../../lib/storage';
import { getSelection, selectionActions } from './search-store';

describe('selection (SPEC §4)', () => {
  it('selecting a type clears activity and sub-activity', () => {
    selectionActions.restore({ type: 1, activity: { id: 2, name: 'a' }, subActivity: { id: 201, name: 's' } });
    selectionActions.selectType(2);
    expect(getSelection()).toEqual({ type: 2, activity: null, subActivity: null });
    expect(getStoredType()).toBe(2);
  });

  it('selecting an activity clears the sub-activity; clicking it again unselects it', () => {
    selectionActions.restore({ type: 1, activity: null, subActivity: null });
    selectionActions.selectActivity({ id: 2, name: 'Reformas' });
    selectionActions.selectSubActivity({ id: 201, name: 'Pisos' });
    selectionActions.selectActivity({ id: 1, name: 'Obra nueva' });
    expect(getSelection().subActivity).toBeNull();
    expect(getStoredSubActivity()).toBeNull();
    selectionActions.selectActivity({ id: 1, name: 'Obra nueva' });
    expect(getSelection().activity).toBeNull();
  });

  it('changing the type tab saves a filter with only the type', () => {
    selectionActions.restore({ type: 1, activity: { id: 2, name: 'a' }, subActivity: null });
    selectionActions.changeTypeTab(3);
    expect(getStoredFilter()).toEqual({ type: 3 });
    expect(getSelection().activity).toBeNull();
  });

  it('start-up keeps a stored type that exists, and picks none for the visitor otherwise (issue 9)', () => {
    selectionActions.restore({ type: 9, activity: null, subActivity: null });
    selectionActions.ensureType([1, 2]);
    expect(getSelection().type).toBeNull();
    selectionActions.selectType(2);
    selectionActions.ensureType([1, 2]);
    expect(getSelection().type).toBe(2);
  });

  it('the "Todas" tab saves an empty filter', () => {
    selectionActions.restore({ type: 1, activity: { id: 2, name: 'a' }, subActivity: null });
    selectionActions.changeTypeTab(null);
    expect(getSelection()).toEqual({ type: null, activity: null, subActivity: null });
    expect(getStoredFilter()).toEqual({});
    expect(getStoredType()).toBeNull();
  });
});
