import type { Community } from '@edupath/contract';
import { MAX_UPLOAD_BYTES, POST_MAX_LENGTH } from '@edupath/contract/constants';
import { COMMUNITY_MESSAGES as M } from '@edupath/contract/messages';
import { ImagePlus, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { Modal } from '../../../components/ui/modal';
import { serverFieldErrors, serverMessage } from '../../../lib/form-errors';
import { useCreatePost } from '../api/create-post';
import { isMember } from '../api/get-communities';

interface Errors {
  communityId?: string;
  postText?: string;
  postImage?: string;
  form?: string;
}

function CreatePostForm({
  communities,
  defaultCommunityId,
  onDone,
  onCancel,
}: {
  communities: Community[];
  defaultCommunityId: number | null;
  onDone: (communityId: number) => void;
  onCancel: () => void;
}) {
  const joined = communities.filter(isMember);
  const notJoined = communities.find((c) => c.communityId === defaultCommunityId && !isMember(c));
  const [communityId, setCommunityId] = useState(
    defaultCommunityId && joined.some((c) => c.communityId === defaultCommunityId)
      ? String(defaultCommunityId)
      : '',
  );
  const [postText, setPostText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const fileId = useId();
  const create = useCreatePost();

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const clearImage = () => {
    setImage(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseImage = (file: File | undefined) => {
    setErrors((e) => ({ ...e, postImage: undefined }));
    if (!file) return clearImage();
    // accept="image/*" only filters the picker; a dropped or renamed file still needs this check.
    const problem = !file.type.startsWith('image/')
      ? M.imageOnly
      : file.size > MAX_UPLOAD_BYTES
        ? 'The image is too large (5 MB at most)'
        : null;
    if (problem) {
      clearImage();
      setErrors((e) => ({ ...e, postImage: problem }));
      toast.error(problem);
      return;
    }
    setImage(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!communityId) found.communityId = M.communityRequired;
    if (!postText.trim()) found.postText = M.postTextRequired;
    setErrors(found);
    if (found.communityId || found.postText) {
      for (const message of [found.communityId, found.postText]) if (message) toast.error(message);
      return;
    }
    try {
      const post = await create.mutateAsync({ communityId: Number(communityId), postText, postImage: image });
      toast.success(M.postCreated);
      onDone(post.communityId);
    } catch (err) {
      toast.error(M.postFailed);
      setErrors({ ...serverFieldErrors(err, ['communityId', 'postText']), form: serverMessage(err) });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormAlert>{errors.form}</FormAlert>
      <div className="flex flex-col gap-1">
        <SelectField
          label="Community"
          value={communityId}
          onChange={(event) => {
            setCommunityId(event.target.value);
            setErrors((e) => ({ ...e, communityId: undefined }));
          }}
          error={errors.communityId}
        >
          <option value="">Choose a community</option>
          {joined.map((c) => (
            <option key={c.communityId} value={c.communityId}>
              {c.communityName}
            </option>
          ))}
        </SelectField>
        {!errors.communityId && (
          <p className="text-xs text-gray-500">
            {notJoined
              ? `Join ${notJoined.communityName} to post there. You can post in the communities you have joined.`
              : joined.length === 0
                ? 'Join a community first: only members can post.'
                : 'You can post in the communities you have joined.'}
          </p>
        )}
      </div>
      <TextAreaField
        label="Post text"
        value={postText}
        onChange={(event) => {
          setPostText(event.target.value);
          setErrors((e) => ({ ...e, postText: undefined }));
        }}
        rows={5}
        maxLength={POST_MAX_LENGTH}
        placeholder="Share a question, an update or a tip..."
        error={errors.postText}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={fileId} className="text-sm font-medium text-ink-secondary">
          Image (optional)
        </label>
        {preview ? (
          <div className="relative overflow-hidden rounded-xl border border-line bg-gray-50">
            <img src={preview} alt="Selected preview" className="max-h-60 w-full object-contain" />
            <button
              type="button"
              onClick={clearImage}
              aria-label="Remove image"
              className="absolute right-2 top-2 rounded-full bg-white/90 p-1.5 text-ink-secondary shadow hover:text-red-600"
            >
              <X className="h-4 w-4" />
            </button>
          </div>
        ) : (
          <label
            htmlFor={fileId}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-line px-4 py-5 text-sm text-ink-secondary hover:border-primary hover:text-primary-dark"
          >
            <ImagePlus className="h-5 w-5" aria-hidden="true" /> Add an image
          </label>
        )}
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-invalid={errors.postImage ? true : undefined}
          onChange={(event) => chooseImage(event.target.files?.[0])}
        />
        {errors.postImage && (
          <p role="alert" className="text-sm text-red-600">
            {errors.postImage}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Posting...' : 'Post'}
        </Button>
      </div>
    </form>
  );
}

/** Opened only with a community selected; closes and resets on success (docs/communities.md, "Posts"). */
export function CreatePostModal({
  open,
  onOpenChange,
  communities,
  selectedCommunityId,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  communities: Community[];
  selectedCommunityId: number | null;
  onCreated: (communityId: number) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Create Post" size="lg">
      {/* Mounted only while open, so every opening starts from an empty form. */}
      <CreatePostForm
        communities={communities}
        defaultCommunityId={selectedCommunityId}
        onDone={(communityId) => {
          onOpenChange(false);
          onCreated(communityId);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}
