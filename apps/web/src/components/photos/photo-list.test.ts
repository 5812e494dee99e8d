import { describe, expect, it } from 'vitest';
import {
  donePhotos,
  isUploading,
  moveSlot,
  placeSlot,
  removeSlot,
  roomFor,
  takeFitting,
  updateSlot,
  type PhotoSlot,
} from './photo-list';

const done = (key: string): PhotoSlot<string> => ({ key, state: 'done', photo: `photo-${key}` });
const uploading = (key: string): PhotoSlot<string> => ({
  key,
  state: 'uploading',
  name: `${key}.jpg`,
  progress: 0.5,
});
const failed = (key: string): PhotoSlot<string> => ({
  key,
  state: 'failed',
  name: `${key}.jpg`,
  message: 'photo_not_image',
});

describe('photo list', () => {
  it('counts uploads in progress and stored photos against the limit, not failed ones', () => {
    expect(roomFor([done('a'), uploading('b'), failed('c')], 6)).toBe(4);
    expect(roomFor([done('a'), done('b')], 2)).toBe(0);
  });

  it('takes only the files that fit and says how many it left out', () => {
    const slots = [done('a'), done('b'), done('c'), done('d')];
    expect(takeFitting(slots, ['x', 'y', 'z'], 6)).toEqual({ accepted: ['x', 'y'], refused: 1 });
    expect(takeFitting([...slots, done('e'), done('f')], ['x'], 6)).toEqual({
      accepted: [],
      refused: 1,
    });
  });

  it('moves a photo earlier and later, staying inside the list', () => {
    const slots = [done('a'), done('b'), done('c')];
    expect(moveSlot(slots, 'c', -1).map((slot) => slot.key)).toEqual(['a', 'c', 'b']);
    expect(moveSlot(slots, 'a', 1).map((slot) => slot.key)).toEqual(['b', 'a', 'c']);
    expect(moveSlot(slots, 'a', -1).map((slot) => slot.key)).toEqual(['a', 'b', 'c']);
    expect(moveSlot(slots, 'c', 5).map((slot) => slot.key)).toEqual(['a', 'b', 'c']);
    expect(moveSlot(slots, 'missing', 1).map((slot) => slot.key)).toEqual(['a', 'b', 'c']);
  });

  it('puts a dragged photo in the place of the one it is dropped on, either way', () => {
    const slots = [done('a'), done('b'), done('c'), done('d')];
    expect(placeSlot(slots, 'a', 'c').map((slot) => slot.key)).toEqual(['b', 'c', 'a', 'd']);
    expect(placeSlot(slots, 'd', 'a').map((slot) => slot.key)).toEqual(['d', 'a', 'b', 'c']);
    expect(placeSlot(slots, 'b', 'b').map((slot) => slot.key)).toEqual(['a', 'b', 'c', 'd']);
    expect(placeSlot(slots, 'b', 'missing').map((slot) => slot.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes, updates and lists the stored photos in order', () => {
    const slots = [uploading('a'), done('b'), failed('c'), done('d')];
    expect(isUploading(slots)).toBe(true);
    const finished = updateSlot(slots, 'a', (slot) => ({
      key: slot.key,
      state: 'done',
      photo: 'photo-a',
    }));
    expect(isUploading(finished)).toBe(false);
    expect(donePhotos(finished)).toEqual(['photo-a', 'photo-b', 'photo-d']);
    expect(donePhotos(removeSlot(finished, 'b'))).toEqual(['photo-a', 'photo-d']);
  });
});
