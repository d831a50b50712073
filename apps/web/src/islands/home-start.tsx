/**
 * The home's start as an island hydrated at load (issue 21): it renders nothing and starts the
 * visit with a clean search (SPEC §2), as the home page's effect does in the app, before any link
 * to the results is followed. The search box itself hydrates when it is touched (home-search.tsx).
 */
import { useEffect } from 'react';
import { clearStoredFilter } from '../lib/storage';

export default function HomeStartIsland() {
  useEffect(() => {
    clearStoredFilter();
  }, []);
  return null;
}
