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
