import { catalogueResource } from '@edupath/contract/catalogue-resources';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { serverMessage, setServerFieldErrors } from '../../../../lib/form-errors';
import { useCatalogueItem } from '../api/get-catalogue-item';
import type { CatalogueKind, CatalogueKinds } from '../api/kinds';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';

/**
 * A catalogue form: the contract's schema checks it in the browser (the server checks the same
 * schema again), the record fills it when editing, the server's per-field errors land on the
 * fields, and a new item opens its own edit page once created.
 */
export function useCatalogueForm<K extends CatalogueKind, Values extends FieldValues>({
  kind,
  id,
  schema,
  empty,
  fromItem,
  editPath,
}: {
  kind: K;
  id: number | undefined;
  schema: z.ZodType;
  empty: DefaultValues<Values>;
  fromItem: (item: CatalogueKinds[K]['item']) => DefaultValues<Values>;
  editPath: (id: number) => string;
}) {
  const item = useCatalogueItem(kind, id);
  const save = useSaveCatalogueItem(kind, id);
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema as never) as unknown as Resolver<Values>,
    defaultValues: empty,
  });
  const { reset } = form;
  const loaded = item.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when another record arrives
  useEffect(() => {
    if (loaded) reset(fromItem(loaded));
  }, [loaded, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await save.mutateAsync(values);
      toast.success(answer.message);
      const saved = answer.data as Record<string, unknown>;
      if (id === undefined)
        navigate(editPath(saved[catalogueResource(kind).id] as number), { replace: true });
    } catch (err) {
      setServerFieldErrors(err, form.setError, Object.keys(empty as object) as Array<Path<Values>>);
      setFormError(serverMessage(err) ?? 'The changes could not be saved. Please try again.');
    }
  });
  return { form, item, submit: { onSubmit, formError, saving: save.isPending } };
}

/** Registers a number input: empty is null (a field left blank), anything else a number. */
export const numberOrNull = {
  setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)),
};
/** Registers an id select: a number, or NaN (no choice) for the schema to name. */
export const idValue = { setValueAs: (value: unknown) => (value === '' ? Number.NaN : Number(value)) };

/** The :id of a form's address; undefined on /new. */
export function useItemId(): number | undefined {
  const n = Number(useParams().id);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}
