import { ComingSoon } from '../../../components/ui/coming-soon';

export default function Route() {
  return <ComingSoon title="Terms and Conditions" />;
}
