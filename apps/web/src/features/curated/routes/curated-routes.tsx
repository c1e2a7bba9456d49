import { CURATED_KINDS, isCuratedKind } from '@edupath/contract/curated';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { curatedPaths } from '../paths';
import CuratedFormRoute from './curated-form';
import CuratedListRoute from './curated-list';

function KindPage({ page }: { page: 'list' | 'new' | 'record' }) {
  const { kind = '', key } = useParams();
  if (!isCuratedKind(kind))
    return <p className="py-16 text-center text-sm">There is no such kind of curated fact.</p>;
  if (page === 'list') return <CuratedListRoute kind={kind} />;
  return <CuratedFormRoute kind={kind} recordKey={page === 'record' ? key : undefined} />;
}

/** /admin/curated/*: the list and the form of every curated kind (admins). */
export default function CuratedRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={curatedPaths.list(CURATED_KINDS[0])} replace />} />
      <Route path=":kind" element={<KindPage page="list" />} />
      <Route path=":kind/new" element={<KindPage page="new" />} />
      <Route path=":kind/:key" element={<KindPage page="record" />} />
    </Routes>
  );
}
