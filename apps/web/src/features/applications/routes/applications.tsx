import { ComingSoon } from '../../../components/ui/coming-soon';

export default function Route() {
  return <ComingSoon title="My Applications" />;
}
