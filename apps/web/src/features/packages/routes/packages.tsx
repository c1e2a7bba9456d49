import { ComingSoon } from '../../../components/ui/coming-soon';

export default function Route() {
  return <ComingSoon title="Choose Your Perfect Package" />;
}
