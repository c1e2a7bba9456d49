import { ComingSoon } from '../../../components/ui/coming-soon';

export default function Route() {
  return <ComingSoon title="Find your place to study abroad" />;
}
