import { formatMoney, fromMinorUnits } from '@edupath/contract/money';

/** An amount in minor units, shown in its currency: 148300 GBP → £1,483. */
export const formatMinor = (amountMinor: number, currencyCode: string) =>
  formatMoney(fromMinorUnits(amountMinor, currencyCode), currencyCode);
