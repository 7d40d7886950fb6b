import { ChevronDown } from 'lucide-react';

export const userMenuTriggerClass =
  'inline-flex h-10 max-w-[14rem] items-center gap-2 rounded-full border border-slate-200 bg-white py-1 pr-3 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-50 data-[state=open]:bg-slate-50';

/** Initial, name and chevron: the menu's trigger, also shown while the menu's code loads. */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
      <span className="truncate">{name}</span>
      <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
    </>
  );
}

/** The trigger while the menu's code loads: a press is remembered and opens the menu once it is there. */
export function UserMenuPlaceholder({
  name,
  isWanted,
  onPress,
}: {
  name: string;
  isWanted: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className={userMenuTriggerClass}
      data-testid="user-menu-loading"
      aria-haspopup="menu"
      aria-expanded={isWanted}
      data-state={isWanted ? 'open' : 'closed'}
      // Like the real trigger, a pointer opens it on press; Enter and Space arrive as a click.
      onPointerDown={onPress}
      onClick={onPress}
    >
      <UserMenuFace name={name} />
    </button>
  );
}
