// The TCP sockets a process holds on one port, counted from outside (Linux /proc): the socket inodes among its
// open file descriptors, matched against the kernel's TCP tables. Counting descriptors (not `ss` lines) is what
// tells a leak from the kernel's normal wind-down: a socket the server has closed may linger in the tables
// (FIN_WAIT2, TIME_WAIT) but no longer holds a descriptor, while a socket the server never closed does.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

// st column of /proc/net/tcp (include/net/tcp_states.h)
const states = {
  '01': 'ESTABLISHED',
  '02': 'SYN_SENT',
  '03': 'SYN_RECV',
  '04': 'FIN_WAIT1',
  '05': 'FIN_WAIT2',
  '06': 'TIME_WAIT',
  '07': 'CLOSE',
  '08': 'CLOSE_WAIT',
  '09': 'LAST_ACK',
  '0A': 'LISTEN',
  '0B': 'CLOSING'
}

function socketInodes(pid) {
  const inodes = new Set()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (match) inodes.add(match[1])
    } catch {
      // the descriptor was closed between readdir and readlink
    }
  }
  return inodes
}

function tcpTable() {
  const rows = []
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/)
      if (fields.length < 10) continue
      rows.push({
        port: parseInt(fields[1].split(':')[1], 16),
        state: states[fields[3]] ?? fields[3],
        inode: fields[9]
      })
    }
  }
  return rows
}

/**
 * `{ total, byState }`: the TCP sockets with local port `port` that process `pid` holds a descriptor for (its
 * listening socket included); `null` when /proc cannot be read (not Linux, or the process is gone).
 */
export function serverSockets(pid, port) {
  let inodes
  try {
    inodes = socketInodes(pid)
  } catch {
    return null
  }
  const byState = {}
  let total = 0
  for (const row of tcpTable()) {
    if (row.port !== port || !inodes.has(row.inode)) continue
    total++
    byState[row.state] = (byState[row.state] ?? 0) + 1
  }
  return { total, byState }
}

/** `12 (LISTEN 1, ESTABLISHED 3, FIN_WAIT2 8)` */
export const describeSockets = (count) =>
  count === null
    ? 'n/a'
    : `${count.total} (${Object.entries(count.byState)
        .map(([state, n]) => `${state} ${n}`)
        .join(', ')})`
