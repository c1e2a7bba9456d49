/** What the student did with the photo field of a form. */
export type PhotoChoice = { kind: 'keep' } | { kind: 'new'; file: File } | { kind: 'remove' };

/** A new photo goes as the file, a removal as '', and an unchanged photo as its existing path. */
export function appendPhoto(form: FormData, photo: PhotoChoice, currentPhoto: string | null) {
  if (photo.kind === 'new') form.append('profileImage', photo.file);
  else if (photo.kind === 'remove') form.append('profileImage', '');
  else if (currentPhoto) form.append('profileImage', currentPhoto);
}
