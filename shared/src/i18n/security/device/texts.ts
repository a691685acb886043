/**
 * Texts of a trusted device (issue 41) for the code step's schema only: apart from ../texts.ts,
 * which the first view carries (the live notice of a new device), so that they do not join it.
 */
export const deviceTexts = {
  deviceToken: 'Ключ доверенного устройства не подходит: введите код из приложения.',
  trustDevice: '«Доверять этому устройству» — да или нет.',
} as const;
