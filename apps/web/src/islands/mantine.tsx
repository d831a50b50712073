/**
 * Mantine for the islands that use it (issue 21): the navigation bar, shown on every islands page,
 * is plain elements, so an island page whose islands at load do not use Mantine loads none of it
 * before it is used. Its CSS variables and global classes are the page's already (the server
 * wrote them), so not written again. Around each island that uses Mantine (server and browser
 * alike: the same tree hydrates), and around what the islands load later (query-scope.tsx).
 */
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../app/theme';

export function MantineScope({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
