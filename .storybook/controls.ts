import type { ArgTypesEnhancer } from 'storybook/internal/types';

const NODE = /\bReact(?:Node|Element|Portal)\b|\bJSX\.Element\b/;

/**
 * Props typed `ReactNode` (children, titles, footers, icons) get no control: Controls would show
 * the story's element as a serialised object that nobody can edit meaningfully. Their values
 * still render, and the docs table still lists the prop and its type.
 */
export const withoutNodeControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const type = `${argType.table?.type?.summary ?? ''} ${JSON.stringify(argType.type ?? '')}`;
      return [name, NODE.test(type) ? { ...argType, control: false } : argType];
    }),
  );

const DATA = /\[\]\s*$|^readonly .*\[\]|^Record<|^Map<|^Set</;

/**
 * Props that carry data (lists and maps: `provinces`, `items`, `friends`, `rows`) get no control
 * either: the object editor expands a 36-province list into a 700 px tree on the docs page. The
 * stories pass their data through args as before; the docs table still lists the prop and type.
 */
export const withoutDataControls: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, argType]) => {
      const summary = argType.table?.type?.summary?.trim() ?? '';
      return [name, DATA.test(summary) ? { ...argType, control: false } : argType];
    }),
  );
