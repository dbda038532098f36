import {
  useEffect,
  useId,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { formatNumber } from '../../kernel/format';
import { useComponentTranslation } from '../internal/strings';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { composeRefs } from '../common/composeRefs';
import { useControllableState } from '../common/useControllableState';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, PlusIcon, TrashIcon } from './icons';
import { ActionButton, Actions, Fields, Handle, Root, Row, Rows } from './SortableList.styles';

/** One row of the list. */
export interface SortableListItem {
  /** Stable id (React key, drag identity). */
  id: string;
  /** The row's title. */
  title: string;
  /** The row's description. */
  description: string;
}

export interface SortableListProps {
  /** The rows (controlled). */
  items?: readonly SortableListItem[];
  /** The starting rows when uncontrolled. @default [] */
  defaultItems?: readonly SortableListItem[];
  /** Called with the new rows after every edit, add, remove or move. */
  onChange?: (items: SortableListItem[]) => void;
  /** Most rows allowed; the add button is disabled at the limit. */
  maxItems?: number;
  /** Disables editing, adding, removing and moving. @default false */
  disabled?: boolean;
  /** Makes the id of a new row. @default crypto.randomUUID */
  createId?: () => string;
  /** Accessible name of the list. @default translated 'Rows' */
  'aria-label'?: string;
  /** Class for the root element. */
  className?: string;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** `items` with the element at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}

type Part = 'handle' | 'up' | 'down' | 'title' | 'add';

let fallbackId = 0;
function defaultCreateId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  fallbackId += 1;
  return `row-${Date.now().toString(36)}-${fallbackId}`;
}

/**
 * Rows of title + description with add and remove, reordered by dragging the handle, by the
 * move up / move down buttons, or with Alt+ArrowUp / Alt+ArrowDown on the handle. Every move
 * is announced politely ("Moved row 2 to position 1").
 *
 * @example
 * <SortableList items={rows} onChange={setRows} maxItems={10} />
 */
export function SortableList({
  items: itemsProp,
  defaultItems = [],
  onChange,
  maxItems,
  disabled = false,
  createId = defaultCreateId,
  'aria-label': ariaLabel,
  className,
  ref,
}: SortableListProps) {
  const { t, i18n } = useComponentTranslation();
  const instructionsId = useId();
  const [items, setItems] = useControllableState<readonly SortableListItem[]>({
    value: itemsProp,
    defaultValue: defaultItems,
    onChange: onChange ? (next) => onChange([...next]) : undefined,
  });
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  const pendingFocus = useRef<{ id: string | null; part: Part } | null>(null);

  const fmt = (value: number) => formatNumber(value, i18n.language);
  const atLimit = maxItems !== undefined && items.length >= maxItems;

  // Focus follows the row that moved, or the nearest control after an add or remove.
  useEffect(() => {
    const pending = pendingFocus.current;
    const root = rootRef.current;
    if (!pending || !root) return;
    pendingFocus.current = null;
    const selector =
      pending.id === null
        ? '[data-part="add"]'
        : `[data-item-id="${CSS.escape(pending.id)}"] [data-part="${pending.part}"]`;
    root.querySelector<HTMLElement>(selector)?.focus();
  }, [items]);

  const move = (from: number, to: number, part: Part) => {
    if (disabled || to < 0 || to >= items.length || from === to) return;
    const moved = items[from];
    if (!moved) return;
    const next = moveItem(items, from, to);
    // A move button that became disabled (row now first or last) hands focus to the handle.
    const ends = (part === 'up' && to === 0) || (part === 'down' && to === next.length - 1);
    pendingFocus.current = { id: moved.id, part: ends ? 'handle' : part };
    setItems(next);
    setAnnouncement(t('data.sortable.moved', { from: fmt(from + 1), to: fmt(to + 1) }));
  };

  const add = () => {
    if (disabled || atLimit) return;
    const item = { id: createId(), title: '', description: '' };
    pendingFocus.current = { id: item.id, part: 'title' };
    setItems([...items, item]);
    setAnnouncement(t('data.sortable.added', { n: fmt(items.length + 1) }));
  };

  const remove = (index: number) => {
    if (disabled) return;
    const next = items.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    pendingFocus.current = neighbour
      ? { id: neighbour.id, part: 'title' }
      : { id: null, part: 'add' };
    setItems(next);
    setAnnouncement(t('data.sortable.removed', { n: fmt(index + 1) }));
  };

  const edit = (index: number, field: 'title' | 'description', value: string) => {
    setItems(items.map((item, i) => (i === index ? { ...item, [field]: value } : item)));
  };

  const onHandleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'handle');
  };

  const onDragStart = (event: DragEvent<HTMLButtonElement>, index: number) => {
    if (disabled) return;
    setDragFrom(index);
    const row = event.currentTarget.closest('li');
    if (event.dataTransfer) {
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only with some data set.
      event.dataTransfer.setData('text/plain', items[index]?.id ?? '');
      if (row) event.dataTransfer.setDragImage(row, 16, 16);
    }
  };

  const onDragOver = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (dragFrom === null) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    if (dragOver !== index) setDragOver(index);
  };

  const endDrag = () => {
    setDragFrom(null);
    setDragOver(null);
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    if (dragFrom === null) return;
    event.preventDefault();
    move(dragFrom, index, 'handle');
    endDrag();
  };

  const setRefs = composeRefs(rootRef, ref);

  return (
    <Root ref={setRefs} className={className}>
      <p id={instructionsId} hidden>
        {t('data.sortable.instructions')}
      </p>
      {items.length > 0 ? (
        <Rows aria-label={ariaLabel ?? t('data.sortable.label')}>
          {items.map((item, index) => {
            const n = fmt(index + 1);
            return (
              <Row
                key={item.id}
                data-item-id={item.id}
                $dragging={dragFrom === index}
                $target={dragOver === index && dragFrom !== index}
                onDragOver={(event) => onDragOver(event, index)}
                onDragLeave={() => setDragOver((over) => (over === index ? null : over))}
                onDrop={(event) => onDrop(event, index)}
              >
                <Handle
                  type="button"
                  data-part="handle"
                  draggable={!disabled}
                  disabled={disabled}
                  aria-label={t('data.sortable.handle', { n })}
                  aria-describedby={instructionsId}
                  onKeyDown={(event) => onHandleKeyDown(event, index)}
                  onDragStart={(event) => onDragStart(event, index)}
                  onDragEnd={endDrag}
                >
                  <GripIcon />
                </Handle>
                <Fields>
                  <TextField
                    label={t('data.sortable.title', { n })}
                    value={item.title}
                    disabled={disabled}
                    data-part="title"
                    onChange={(event) => edit(index, 'title', event.target.value)}
                  />
                  <TextArea
                    label={t('data.sortable.description', { n })}
                    rows={2}
                    value={item.description}
                    disabled={disabled}
                    onChange={(event) => edit(index, 'description', event.target.value)}
                  />
                </Fields>
                <Actions>
                  <ActionButton
                    type="button"
                    data-part="up"
                    aria-label={t('data.sortable.moveUp', { n })}
                    disabled={disabled || index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    <ArrowUpIcon />
                  </ActionButton>
                  <ActionButton
                    type="button"
                    data-part="down"
                    aria-label={t('data.sortable.moveDown', { n })}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    <ArrowDownIcon />
                  </ActionButton>
                  <ActionButton
                    type="button"
                    aria-label={t('data.sortable.remove', { n })}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  >
                    <TrashIcon />
                  </ActionButton>
                </Actions>
              </Row>
            );
          })}
        </Rows>
      ) : (
        <EmptyState title={t('data.sortable.empty')} compact />
      )}
      <Button
        variant="secondary"
        size="sm"
        data-part="add"
        startIcon={<PlusIcon />}
        disabled={disabled || atLimit}
        onClick={add}
      >
        {t('data.sortable.add')}
      </Button>
      <div role="status" aria-live="polite" className="sfo-visually-hidden">
        {announcement}
      </div>
    </Root>
  );
}
