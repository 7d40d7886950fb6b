/** Inputs several schema tests start from: each test changes only the part it is about. */

/** A complete, valid Indian shipping address. */
export const validShippingAddress = {
  name: 'Asha',
  phone: '9876543210',
  street: '1 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};
