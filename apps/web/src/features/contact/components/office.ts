/** Where the office is; shown on the contact cards and the map. */
export const OFFICE = {
  company: 'EduPath Education Services Pvt. Ltd.',
  addressLines: ['4th Floor, Prestige Meridian II', '30 MG Road, Bengaluru 560001', 'Karnataka, India'],
  email: 'support@edupath.in',
  phone: '+91 80 4718 2200',
  latitude: 12.9747,
  longitude: 77.6092,
} as const;

export const openStreetMapUrl = `https://www.openstreetmap.org/?mlat=${OFFICE.latitude}&mlon=${OFFICE.longitude}#map=17/${OFFICE.latitude}/${OFFICE.longitude}`;
