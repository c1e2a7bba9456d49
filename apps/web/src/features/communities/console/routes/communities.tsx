import type { StaffCommunity } from '@edupath/contract';
import { DEFAULT_COMMUNITY_LOGO } from '@edupath/contract/constants';
import { MODERATION_MESSAGES as M } from '@edupath/contract/moderation-constants';
import { Pencil, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { PageTitle } from '../../../../components/console/panel';
import { Button } from '../../../../components/ui/button';
import { TextAreaField, TextField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { Spinner } from '../../../../components/ui/spinner';
import { useWideScreen } from '../../../../hooks/use-media-query';
import { serverFieldErrors, serverMessage } from '../../../../lib/form-errors';
import { imageUrl } from '../../../../lib/image-url';
import { useStaffCommunities } from '../api/get-staff-communities';
import { LogoRefused, useSaveCommunity } from '../api/save-community';
import { communityConsolePaths } from '../paths';

const Logo = ({ community }: { community: StaffCommunity }) => (
  <img
    src={imageUrl(community.communityLogo ?? DEFAULT_COMMUNITY_LOGO)}
    alt=""
    className="h-9 w-9 shrink-0 rounded-md border border-line object-cover"
  />
);

/** /admin/communities (admins): every community with its figures; create and edit (docs/console.md). */
export default function CommunitiesRoute() {
  const list = useStaffCommunities();
  const wide = useWideScreen();
  const [editing, setEditing] = useState<StaffCommunity | 'new' | null>(null);

  return (
    <>
      <PageTitle
        aside={
          <Button size="sm" onClick={() => setEditing('new')}>
            <Plus className="h-4 w-4" aria-hidden="true" /> New community
          </Button>
        }
      >
        Communities
      </PageTitle>
      {list.isPending ? (
        <Spinner label="Loading communities" />
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-700">
          {serverMessage(list.error) ?? 'Failed to load communities. Please try again.'}
        </p>
      ) : wide ? (
        <div className="relative overflow-x-auto rounded-lg border border-line bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">Communities</caption>
            <thead className="border-b border-line bg-gray-50 text-xs uppercase text-ink-secondary">
              <tr>
                <th className="px-3 py-2 font-semibold">Community</th>
                <th className="px-3 py-2 text-right font-semibold">Members</th>
                <th className="px-3 py-2 text-right font-semibold">Posts</th>
                <th className="px-3 py-2 text-right font-semibold">Open reports</th>
                <th className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {list.data.map((c) => (
                <tr key={c.communityId}>
                  <td className="px-3 py-2">
                    <span className="flex items-center gap-3">
                      <Logo community={c} />
                      <span className="min-w-0">
                        <span className="block font-medium text-gray-900">{c.communityName}</span>
                        <span className="block max-w-xl truncate text-xs text-ink-secondary">
                          {c.description}
                        </span>
                      </span>
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.memberCount}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{c.postCount}</td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {c.openReports > 0 ? (
                      <Link
                        to={communityConsolePaths.moderation}
                        className="font-semibold text-red-700 hover:underline"
                      >
                        {c.openReports}
                      </Link>
                    ) : (
                      0
                    )}
                  </td>
                  <td className="px-3 py-2 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(c)}
                      aria-label={`Edit ${c.communityName}`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.map((c) => (
            <li
              key={c.communityId}
              className="flex items-center gap-3 rounded-lg border border-line bg-white p-3"
            >
              <Logo community={c} />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-gray-900">{c.communityName}</span>
                <span className="block text-xs text-ink-secondary">
                  {c.memberCount} members · {c.postCount} posts
                  {c.openReports > 0 && ` · ${c.openReports} open reports`}
                </span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setEditing(c)}
                aria-label={`Edit ${c.communityName}`}
              >
                <Pencil className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <CommunityDialog community={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}

function CommunityDialog({ community, onClose }: { community: StaffCommunity | null; onClose: () => void }) {
  const save = useSaveCommunity();
  const [name, setName] = useState(community?.communityName ?? '');
  const [description, setDescription] = useState(community?.description ?? '');
  const [logo, setLogo] = useState<File | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<'communityName' | 'description' | 'logo', string>>>({});
  const [banner, setBanner] = useState<string | undefined>();
  // A new community whose logo was refused exists already: the next try edits it.
  const [savedId, setSavedId] = useState(community?.communityId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setBanner(undefined);
    if (!name.trim()) return setErrors({ communityName: M.communityNameRequired });
    try {
      await save.mutateAsync({
        communityId: savedId,
        fields: { communityName: name, description },
        logo: removeLogo ? 'remove' : logo,
      });
      toast.success(community ? M.communityUpdated : M.communityCreated);
      onClose();
    } catch (err) {
      if (err instanceof LogoRefused) setSavedId(err.saved.communityId);
      const fields = serverFieldErrors(err, ['communityName', 'description', 'logo'] as const);
      setErrors(fields);
      setBanner(serverMessage(err) ?? 'Failed to save the community');
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={community ? `Edit ${community.communityName}` : 'New community'}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label="Name"
          value={name}
          maxLength={100}
          error={errors.communityName}
          onChange={(event) => setName(event.target.value)}
        />
        <TextAreaField
          label="Description"
          value={description}
          rows={3}
          maxLength={1000}
          error={errors.description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <TextField
          label="Logo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          hint="JPEG, PNG, WebP or GIF, 5 MB at most; shown square."
          error={errors.logo}
          disabled={removeLogo}
          onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
        />
        {community?.communityLogo && (
          <label className="flex items-center gap-2 text-ink-secondary">
            <input
              type="checkbox"
              checked={removeLogo}
              onChange={(event) => setRemoveLogo(event.target.checked)}
              className="h-4 w-4 accent-[var(--color-primary-dark)]"
            />
            Remove the logo (the default picture shows instead)
          </label>
        )}
        {banner && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {banner}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {community ? 'Save' : 'Create'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
