import { LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { AccountMenuFace } from './account-menu-face';

const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-ink-secondary outline-none data-[highlighted]:bg-primary-light data-[highlighted]:text-primary-dark';

interface AccountMenuProps {
  email: string | undefined;
  links: ReadonlyArray<{ to: string; label: string }>;
  onLogout: () => Promise<void>;
}

/** The signed-in member's menu on wide screens (loaded lazily by the header). */
export default function AccountMenu({ email, links, onLogout }: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <AccountMenuFace email={email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-56 rounded-xl border border-line bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-gray-500">
            Signed in as {email}
          </DropdownMenu.Label>
          {links.map((l) => (
            <DropdownMenu.Item key={l.to} asChild className={menuItemClass}>
              <Link to={l.to}>{l.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void onLogout()}>
            <LogOut aria-hidden className="h-4 w-4" /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
