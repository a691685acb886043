import { groupFields } from './components/stat-form';

const field = (id: number, category: number) => ({
  id,
  name: `f${id}`,
  category: { id: category, name: `c${category}` },
});

test('stat fields are grouped by category in the API order', () => {
  const groups = groupFields([field(1, 1), field(2, 1), field(3, 2)]);
  expect(groups.map((g) => [g.category.id, g.fields.map((f) => f.id)])).toEqual([
    [1, [1, 2]],
    [2, [3]],
  ]);
});
