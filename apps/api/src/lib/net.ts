import { isIP } from 'node:net';

/** Whether an address is this machine: 127.0.0.0/8, ::1, or an IPv4-mapped 127.x address. */
export const isLoopback = (address: string): boolean => {
  const ip = address.toLowerCase().replace(/^::ffff:/, '');
  if (ip === '::1') return true;
  return isIP(ip) === 4 && ip.startsWith('127.');
};
