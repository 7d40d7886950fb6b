import type { SortOrder, UserSortField } from '../types';

export type UserSort = { field: UserSortField; order: SortOrder };

/** On phones the table's sortable headers are gone: one select sorts the cards. */
export function MobileUserSort({ sort, onChange }: { sort: UserSort; onChange: (sort: UserSort) => void }) {
  return (
    <>
      <label htmlFor="user-sort" className="mb-1 block text-xs font-medium text-slate-600">
        Sort by
      </label>
      <select
        id="user-sort"
        value={`${sort.field}:${sort.order}`}
        onChange={(event) => {
          const [field, order] = event.target.value.split(':') as [UserSortField, SortOrder];
          onChange({ field, order });
        }}
        className="mb-3 h-10 w-full rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm text-slate-900 shadow-sm"
      >
        <option value="createdAt:desc">Newest first</option>
        <option value="createdAt:asc">Oldest first</option>
        <option value="name:asc">Name (A–Z)</option>
        <option value="name:desc">Name (Z–A)</option>
        <option value="role:asc">Role (admins first)</option>
        <option value="role:desc">Role (users first)</option>
      </select>
    </>
  );
}
