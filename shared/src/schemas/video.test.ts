import * as v from 'valibot';
import { firstIssue } from '../test/first-issue';
import { videoListQuerySchema, videoRatingSchema } from './video';

describe('video schemas', () => {
  it.each([
    [{}, null],
    [
      {
        authorId: [1, 2],
        tagId: [3],
        levelId: [],
        title: 'ICM',
        offset: 20,
        limit: 100,
        sort: 'asc',
        show: 'new',
      },
      null,
    ],
    [{ authorId: [0] }, ['authorId.0', 'Некорректный идентификатор']],
    [{ tagId: ['1'] }, ['tagId.0', 'Некорректный идентификатор']],
    [{ offset: -10 }, ['offset', 'Не может быть меньше 0']],
    [{ limit: 0 }, ['limit', 'Допустимо от 1 до 100']],
    [{ limit: 101 }, ['limit', 'Допустимо от 1 до 100']],
    [{ sort: 'newest' }, ['sort', 'Некорректное значение']],
    [{ show: 'seen' }, ['show', 'Некорректное значение']],
    [{ offset: 2_147_483_648 }, ['offset', 'Некорректное значение']],
    [{ levelId: [2_147_483_648] }, ['levelId.0', 'Некорректный идентификатор']],
    [{ title: 'x'.repeat(201) }, ['title', 'Не более 200 символов']],
    [{ tagId: Array.from({ length: 51 }, (_, i) => i + 1) }, ['tagId', 'Не более 50 значений']],
    [{ page: 2 }, ['page', 'Неизвестное поле']],
  ])('list query %j', (input, expected) => {
    expect(firstIssue(videoListQuerySchema, input)).toEqual(expected);
  });

  it('fills defaults: 10 per page, newest first, all', () => {
    expect(v.parse(videoListQuerySchema, {})).toEqual({
      authorId: [],
      tagId: [],
      levelId: [],
      title: '',
      offset: 0,
      limit: 10,
      sort: 'desc',
      show: 'all',
    });
  });

  it.each([
    [{ rating: 5 }, null],
    [{ rating: 0 }, ['rating', 'Оценка от 1 до 5']],
    [{ rating: 6 }, ['rating', 'Оценка от 1 до 5']],
    [{ rating: 2.5 }, ['rating', 'Должно быть целым числом']],
    [{}, ['rating', 'Обязательное поле']],
  ])('rating %j', (input, expected) => {
    expect(firstIssue(videoRatingSchema, input)).toEqual(expected);
  });
});
