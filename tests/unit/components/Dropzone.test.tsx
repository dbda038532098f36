import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropzone } from '../../../src/components/Dropzone';
import { fixtureFile } from '../../fixtures/images/node';
import { renderWithKit } from '../render';

// The picker's `accept` is a hint; the zone checks every file itself.
const user = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText('Gallery', { selector: 'input' });
const pngs = (n: number) =>
  Array.from({ length: n }, (_, i) => fixtureFile('png', `p${i + 1}.png`));

function drop(target: Element, files: File[]) {
  const event = createEvent.drop(target);
  Object.defineProperty(event, 'dataTransfer', { value: { files, dropEffect: 'none' } });
  fireEvent(target, event);
}

describe('Dropzone', () => {
  it('opens the picker from a real button and describes the drop area', async () => {
    renderWithKit(<Dropzone label="Gallery" />);
    const zone = screen.getByRole('group', { name: 'Gallery' });
    expect(zone).toHaveAccessibleDescription(
      'Drag and drop images here, or choose them with the button. PNG, JPG or WEBP, up to 5 files',
    );
    const click = vi.spyOn(picker(), 'click');
    const button = within(zone).getByRole('button', { name: 'Choose images' });
    button.focus();
    await user().keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('accepts up to 5 files and lists the rest with the limit message', async () => {
    const onChange = vi.fn();
    renderWithKit(<Dropzone label="Gallery" onChange={onChange} />);
    await user().upload(picker(), pngs(7));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual([
      'p1.png',
      'p2.png',
      'p3.png',
      'p4.png',
      'p5.png',
    ]);
    const list = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('p6.png: You can add up to 5 files');
    expect(alert).toHaveTextContent('p7.png: You can add up to 5 files');
  });

  it('counts files already chosen against the limit', async () => {
    const onChange = vi.fn();
    renderWithKit(
      <Dropzone label="Gallery" maxFiles={2} defaultValue={pngs(1)} onChange={onChange} />,
    );
    await user().upload(picker(), [fixtureFile('jpeg'), fixtureFile('webp')]);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['p1.png', 'photo.jpg']);
    expect(screen.getByRole('alert')).toHaveTextContent('banner.webp: You can add up to 2 files');
  });

  it('refuses non-images per file with the exact message and keeps the good ones', async () => {
    const onChange = vi.fn();
    renderWithKit(<Dropzone label="Gallery" onChange={onChange} />);
    await user().upload(picker(), [
      fixtureFile('exe'),
      fixtureFile('jpeg'),
      fixtureFile('svg'),
      fixtureFile('text'),
    ]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(onChange.mock.calls[0]?.[0].map((f: File) => f.name)).toEqual(['photo.jpg']);
    const items = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'setup.png: Only allowed PNG or JPG or WEBP',
      'vector.svg: Only allowed PNG or JPG or WEBP',
      'notes.txt: Only allowed PNG or JPG or WEBP',
    ]);
  });

  it('takes dropped files and shows the drop state while dragging', async () => {
    const onChange = vi.fn();
    renderWithKit(<Dropzone label="Gallery" onChange={onChange} />);
    const zone = screen.getByRole('group', { name: 'Gallery' });
    fireEvent.dragEnter(zone);
    expect(zone).toHaveTextContent('Drop the images to add them');
    drop(zone, [fixtureFile('webp')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([expect.any(File)]));
    expect(zone).toHaveTextContent('Drag and drop images here');
    expect(screen.getByRole('list', { name: 'Chosen images' })).toHaveTextContent('banner.webp');
  });

  it('keeps both files of two drops that overlap while their types are checked', async () => {
    const onChange = vi.fn();
    renderWithKit(<Dropzone label="Gallery" onChange={onChange} />);
    const zone = screen.getByRole('group', { name: 'Gallery' });
    // The second drop lands before the first one's (asynchronous) type check has finished.
    drop(zone, [fixtureFile('webp')]);
    drop(zone, [fixtureFile('png', 'second.png')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    const names = within(screen.getByRole('list', { name: 'Chosen images' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(names).toHaveLength(2);
    expect(names.join(' ')).toMatch(/banner\.webp.*second\.png/);
    expect(onChange.mock.lastCall?.[0].map((f: File) => f.name)).toEqual([
      'banner.webp',
      'second.png',
    ]);
  });

  it('keeps both files of two overlapping drops when the host controls the list', async () => {
    function Host() {
      const [files, setFiles] = useState<File[]>([]);
      return <Dropzone label="Gallery" value={files} onChange={setFiles} />;
    }
    renderWithKit(<Host />);
    const zone = screen.getByRole('group', { name: 'Gallery' });
    drop(zone, [fixtureFile('webp')]);
    drop(zone, [fixtureFile('png', 'second.png')]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Chosen images' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  });

  it('removes a file and moves focus back to the picker button', async () => {
    const onChange = vi.fn();
    const { user: u } = renderWithKit(
      <Dropzone label="Gallery" defaultValue={pngs(2)} onChange={onChange} />,
    );
    await u.click(screen.getByRole('button', { name: 'Remove p1.png' }));
    expect(onChange).toHaveBeenCalledWith([expect.objectContaining({ name: 'p2.png' })]);
    expect(screen.queryByText('p1.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveFocus();
  });

  it('is controlled and never calls onChange on mount', async () => {
    const onChange = vi.fn();
    const files = pngs(1);
    const { user: u } = renderWithKit(
      <Dropzone label="Gallery" value={files} onChange={onChange} />,
    );
    expect(onChange).not.toHaveBeenCalled();
    await u.click(screen.getByRole('button', { name: 'Remove p1.png' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(screen.getByText('p1.png')).toBeInTheDocument();
  });

  it('is disabled: no picker, no drop, no removal', async () => {
    const onChange = vi.fn();
    const taken = vi.fn();
    renderWithKit(
      <>
        <Dropzone label="Gallery" disabled defaultValue={pngs(1)} onChange={onChange} />
        <Dropzone label="Banner" onChange={taken} />
      </>,
    );
    const gallery = screen.getByRole('group', { name: 'Gallery' });
    // The first picker is the gallery's; the banner zone's comes after it.
    expect(screen.getAllByRole('button', { name: 'Choose images' })[0]).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove p1.png' })).toBeDisabled();
    drop(gallery, [fixtureFile('png')]);
    // The same drop on a live zone, made after it, is checked and taken: by then the disabled
    // zone would have taken its file too.
    drop(screen.getByRole('group', { name: 'Banner' }), [fixtureFile('png')]);
    await waitFor(() => expect(taken).toHaveBeenCalledTimes(1));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a form error and refuses files over maxBytes', async () => {
    renderWithKit(<Dropzone label="Gallery" maxBytes={200} error="Banner Image is required" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Banner Image is required');
    expect(screen.getByRole('group', { name: 'Gallery' })).toHaveAccessibleDescription(
      /Banner Image is required/,
    );
    await user().upload(picker(), [fixtureFile('jpeg')]);
    expect(
      await screen.findByText('photo.jpg: The image must be 200 bytes or smaller'),
    ).toBeVisible();
  });

  it('speaks Arabic, with the limit formatted by Intl for the reader', () => {
    renderWithKit(<Dropzone label="Gallery" maxFiles={3} />, { locale: 'ar' });
    const three = new Intl.NumberFormat('ar').format(3);
    expect(screen.getByText(`PNG أو JPG أو WEBP، حتى ${three} ملفات`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'اختيار الصور' })).toBeInTheDocument();
  });
});
