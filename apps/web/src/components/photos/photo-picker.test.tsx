import type { PhotoRef } from '@kozos/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createI18n } from '@/lib/i18n';
import { PhotoPicker, type SaveCaption, type UploadPhoto } from './photo-picker';

// The picker against a stand-in for the network (the upload function it is given): what the
// person sees while files upload, when one is refused, and what the form is told.

interface Pending {
  file: File;
  progress: (sent: number) => void;
  resolve: (photo: PhotoRef) => void;
  reject: (error: unknown) => void;
}

function network() {
  const pending: Pending[] = [];
  const upload: UploadPhoto = (file, progress) =>
    new Promise((resolve, reject) => pending.push({ file, progress, resolve, reject }));
  return { pending, upload };
}

const stored = (id: string): PhotoRef => ({
  id,
  width: 1600,
  height: 1200,
  thumbhash: '',
  widths: [320, 640, 1280],
  alt: '',
});

const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

function renderPicker(
  upload: UploadPhoto,
  language: 'en' | 'hu' = 'en',
  max = 6,
  saveCaption?: SaveCaption,
) {
  const reports: { ids: string[]; uploading: boolean }[] = [];
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <PhotoPicker
        max={max}
        label="Photos"
        upload={upload}
        saveCaption={saveCaption}
        onChange={(photos, uploading) =>
          reports.push({ ids: photos.map((photo) => photo.id), uploading })
        }
      />
    </I18nextProvider>,
  );
  const choose = (...names: string[]) =>
    fireEvent.change(screen.getByTestId('photo-input'), {
      target: { files: names.map(file) },
    });
  return { reports, choose, last: () => reports.at(-1) };
}

beforeAll(() => {
  // jsdom has no object URLs; the picker shows a chosen file's preview through one.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(cleanup);

/** Answers an upload and lets the picker take the answer in. */
async function settle(answer: () => void) {
  await act(async () => {
    answer();
    await Promise.resolve();
  });
}

describe('PhotoPicker', () => {
  it('shows each upload’s progress and tells the form the stored photos in order', async () => {
    const net = network();
    const picker = renderPicker(net.upload);
    picker.choose('a.jpg', 'b.jpg');
    expect(net.pending).toHaveLength(2);
    expect(picker.last()).toEqual({ ids: [], uploading: true });
    act(() => net.pending[0]?.progress(0.42));
    expect(screen.getByText('Uploading… 42 %')).toBeTruthy();
    await settle(() => net.pending[1]?.resolve(stored('p2')));
    await settle(() => net.pending[0]?.resolve(stored('p1')));
    expect(picker.last()).toEqual({ ids: ['p1', 'p2'], uploading: false });
    fireEvent.click(screen.getByRole('button', { name: 'Move later: a.jpg' }));
    expect(picker.last()?.ids).toEqual(['p2', 'p1']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo: a.jpg' }));
    expect(picker.last()?.ids).toEqual(['p2']);
  });

  it('says why a file was refused, in Hungarian too, keeps the others and can try again', async () => {
    const net = network();
    const picker = renderPicker(net.upload, 'hu');
    picker.choose('jo.jpg', 'rossz.txt');
    await settle(() => net.pending[0]?.resolve(stored('p1')));
    await settle(() => net.pending[1]?.reject(new ApiError('photo_not_image', 400)));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('rossz.txt');
    expect(alert.textContent).toContain('Ezt a fájlt nem tudjuk képként olvasni');
    expect(picker.last()).toEqual({ ids: ['p1'], uploading: false });
    fireEvent.click(within(alert).getByRole('button', { name: 'Újra' }));
    expect(net.pending).toHaveLength(3);
    await settle(() => net.pending[2]?.resolve(stored('p3')));
    expect(picker.last()).toEqual({ ids: ['p1', 'p3'], uploading: false });
  });

  it('takes no more than the limit and says how many were left out', () => {
    const net = network();
    const picker = renderPicker(net.upload, 'en', 2);
    picker.choose('a.jpg', 'b.jpg', 'c.jpg');
    expect(net.pending.map((item) => item.file.name)).toEqual(['a.jpg', 'b.jpg']);
    // Once the sortable grid has loaded (lazily, decision 215), its drag announcements are a
    // status region too: look for the picker's own.
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toContain('1 photo was left out: at most 2 fit.');
    const choose = screen.getByRole<HTMLButtonElement>('button', { name: 'Choose photos' });
    expect(choose.disabled).toBe(true);
  });

  it('saves a caption on its own, refusing a tab before it asks the server, and shows it on the photo', async () => {
    const net = network();
    const saved: { id: string; alt: string }[] = [];
    const saveCaption: SaveCaption = (id, alt) => {
      saved.push({ id, alt });
      return Promise.resolve({ ...stored(id), alt });
    };
    const picker = renderPicker(net.upload, 'en', 6, saveCaption);
    picker.choose('a.jpg');
    await settle(() => net.pending[0]?.resolve(stored('p1')));
    fireEvent.click(screen.getByRole('button', { name: 'Caption: a.jpg' }));
    const field = screen.getByRole('textbox', { name: 'What the photo shows' });
    fireEvent.change(field, { target: { value: 'Acacia\thoney' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Write it on one line, without line breaks or tabs')).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.change(field, { target: { value: '  Three jars of acacia honey ' } });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(saved).toEqual([{ id: 'p1', alt: 'Three jars of acacia honey' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const caption = screen.getByRole('button', { name: 'Caption: a.jpg' });
    expect(caption.textContent).toBe('Three jars of acacia honey');
    expect(picker.last()).toEqual({ ids: ['p1'], uploading: false });
  });

  it('shows the server’s refusal of a caption in Hungarian and keeps the dialog open', async () => {
    const net = network();
    const saveCaption: SaveCaption = () =>
      Promise.reject(
        new ApiError('validation_error', 400, {
          alt: 'must be a string with a maximum length of 300',
        }),
      );
    const picker = renderPicker(net.upload, 'hu', 6, saveCaption);
    picker.choose('a.jpg');
    await settle(() => net.pending[0]?.resolve(stored('p1')));
    fireEvent.click(screen.getByRole('button', { name: 'Képaláírás: a.jpg' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Mi látható a képen' }), {
      target: { value: 'Méz' },
    });
    await settle(() => fireEvent.click(screen.getByRole('button', { name: 'Mentés' })));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Ez a mező legfeljebb 300 karakter hosszú lehet',
    );
  });
});
