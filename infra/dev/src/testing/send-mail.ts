import net from 'node:net';

/** Sends one plain-text mail over SMTP, the way a service would, without a mail library. */
export function sendMail(port: number, to: string, subject: string, body: string): Promise<void> {
  const commands = [
    'EHLO test\r\n',
    'MAIL FROM:<no-reply@filmcollab.local>\r\n',
    `RCPT TO:<${to}>\r\n`,
    'DATA\r\n',
    `From: no-reply@filmcollab.local\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\n${body}\r\n.\r\n`,
    'QUIT\r\n',
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete when its last line has a space after the code ("250 ok", not "250-…").
      const lines = buffer.split('\r\n').filter(Boolean);
      const last = lines[lines.length - 1];
      if (!buffer.endsWith('\r\n') || !last || last[3] !== ' ') return;
      buffer = '';
      if (!/^[23]/.test(last)) {
        socket.destroy();
        reject(new Error(`SMTP refused: ${last}`));
        return;
      }
      const next = commands.shift();
      if (next) socket.write(next);
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}
