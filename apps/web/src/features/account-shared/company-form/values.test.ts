import { describe, expect, it } from 'vitest';
import { createPayload, emptyCompanyData, emptyContact } from './values';

describe('createPayload', () => {
  it('cuts the description to 800, reduces ids, prefixes links and fixes the country', () => {
    const company = {
      ...emptyCompanyData('Obras'),
      type: '2',
      cif: ' B1 ',
      description: 'x'.repeat(900),
      address: { address: 'Calle 1', zipcode: '28001', province: '28', city: '28079', country: 'Francia' },
    };
    const contact = { ...emptyContact(), contact: { email: 'A@B.ES', phone: '600', website: 'obras.es' } };
    contact.networks.facebook = 'facebook.com/obras';
    const payload = createPayload('id-1', {
      company,
      contact,
      function: {
        activities: [{ id: 201, name: 'Baños', parent: { id: 2, name: 'Reformas' } }],
        employees: '3',
        area: { min: '50', max: '20001' },
        budget: { min: '0', max: '50000' },
        buildings: ['1'],
        constructions: [],
      },
      cities: { cities: [28, 8] },
    });
    expect(payload.description).toHaveLength(800);
    expect(payload).toMatchObject({
      id: 'id-1',
      name: 'Obras',
      fullName: 'Obras',
      type: 2,
      cif: 'B1',
      address: { province: 28, city: 28079, country: 'España' },
      contact: { email: 'a@b.es', website: 'https://obras.es' },
      networks: [{ name: 'facebook', url: 'https://facebook.com/obras' }],
      activities: [201],
      employees: 3,
      area: { min: 50, max: 20001 },
      budget: { min: 0, max: 50000 },
      buildings: [1],
      cities: [28, 8],
    });
  });
});
