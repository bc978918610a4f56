// A closed-loop HTTP/1.1 load tool for bench/catalogue-under-writes.mjs: `connections` threads, each on its own
// socket, asking the paths in turn (one shared counter) for `seconds`, one request at a time (no pipelining). It honours
// `Connection: close` (a socket the server ends is never written to again: the next request opens a new one, and its
// latency counts the connect, as a pooled client's would). Why native: the Node load tool took 0.6-0.7 of the
// machine's 2 cores to ask 8,000 requests a second, CPU taken from the server and PostgreSQL it measures, and its own
// garbage collection and event loop added to every latency in flight. Standard library only (no crates here).
//
//   read-load <host:port> <connections> <seconds> <paths file>    prints one JSON line on stdout
//
// The JSON: statuses by code (0 for a request that failed), X-Cache values counted, every latency in microseconds
// (sorted), and the tool's own CPU time in milliseconds (user + system, from /proc/self/stat).
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread;
use std::time::{Duration, Instant};

struct Answer {
    status: u16,
    close: bool,
    cache: Option<String>,
}

struct Tally {
    statuses: BTreeMap<u16, u64>,
    caches: BTreeMap<String, u64>,
    latencies_us: Vec<u32>,
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|window| window == needle)
}

/// Reads until `buffer` holds at least `len` bytes; false at the end of the stream.
fn fill(stream: &mut TcpStream, buffer: &mut Vec<u8>, len: usize) -> std::io::Result<bool> {
    let mut chunk = [0u8; 65536];
    while buffer.len() < len {
        let n = stream.read(&mut chunk)?;
        if n == 0 {
            return Ok(false);
        }
        buffer.extend_from_slice(&chunk[..n]);
    }
    Ok(true)
}

/// Reads one whole response (head and body: Content-Length, chunked, or up to the end of the stream).
fn read_answer(stream: &mut TcpStream, buffer: &mut Vec<u8>) -> std::io::Result<Answer> {
    buffer.clear();
    let head_end = loop {
        if let Some(at) = find(buffer, b"\r\n\r\n") {
            break at + 4;
        }
        let wanted = buffer.len() + 1;
        if !fill(stream, buffer, wanted)? {
            return Err(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "no answer"));
        }
    };
    let head = String::from_utf8_lossy(&buffer[..head_end]).to_string();
    let mut lines = head.split("\r\n");
    let status: u16 = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|code| code.parse().ok())
        .unwrap_or(0);
    let (mut length, mut chunked, mut close, mut cache) = (None, false, false, None);
    for line in lines {
        let Some((name, value)) = line.split_once(':') else { continue };
        let (name, value) = (name.trim().to_ascii_lowercase(), value.trim());
        match name.as_str() {
            "content-length" => length = value.parse::<usize>().ok(),
            "transfer-encoding" => chunked = value.to_ascii_lowercase().contains("chunked"),
            "connection" => close = value.eq_ignore_ascii_case("close"),
            "x-cache" => cache = Some(value.to_string()),
            _ => {}
        }
    }
    if chunked {
        let mut at = head_end;
        loop {
            let line_end = loop {
                if let Some(offset) = find(&buffer[at..], b"\r\n") {
                    break at + offset;
                }
                let wanted = buffer.len() + 1;
                if !fill(stream, buffer, wanted)? {
                    return Err(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "cut chunk"));
                }
            };
            let size_text = String::from_utf8_lossy(&buffer[at..line_end]).to_string();
            let size = usize::from_str_radix(size_text.split(';').next().unwrap_or("").trim(), 16)
                .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "bad chunk size"))?;
            at = line_end + 2 + size + 2; // the chunk and its CRLF; the last chunk's CRLF ends the body (no trailers)
            if !fill(stream, buffer, at)? {
                return Err(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "cut chunk"));
            }
            if size == 0 {
                break;
            }
        }
    } else if let Some(length) = length {
        if !fill(stream, buffer, head_end + length)? {
            return Err(std::io::Error::new(std::io::ErrorKind::UnexpectedEof, "cut body"));
        }
    } else if status != 204 && status != 304 {
        let mut rest = Vec::new();
        stream.read_to_end(&mut rest)?;
        close = true;
    }
    Ok(Answer { status, close, cache })
}

fn connect(address: &str) -> std::io::Result<TcpStream> {
    let stream = TcpStream::connect(address)?;
    stream.set_nodelay(true)?;
    stream.set_read_timeout(Some(Duration::from_secs(10)))?;
    Ok(stream)
}

/// The process's CPU time so far (user + system), in milliseconds, from /proc/self/stat (clock ticks of 10 ms).
fn cpu_ms() -> u64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after_name = stat.rsplit_once(')').map(|(_, rest)| rest).unwrap_or("");
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
    // After the name: state is field 0, utime field 11, stime field 12.
    (ticks(11) + ticks(12)) * 10
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 5 {
        eprintln!("usage: read-load <host:port> <connections> <seconds> <paths file>");
        std::process::exit(2);
    }
    let address = Arc::new(args[1].clone());
    let connections: usize = args[2].parse().expect("connections");
    let seconds: f64 = args[3].parse().expect("seconds");
    let paths: Arc<Vec<String>> = Arc::new(
        std::fs::read_to_string(&args[4])
            .expect("paths file")
            .lines()
            .filter(|line| !line.is_empty())
            .map(String::from)
            .collect(),
    );
    let turn = Arc::new(AtomicUsize::new(0));
    let end = Instant::now() + Duration::from_secs_f64(seconds);
    let workers: Vec<_> = (0..connections)
        .map(|_| {
            let (address, paths, turn) = (address.clone(), paths.clone(), turn.clone());
            thread::spawn(move || {
                let mut tally =
                    Tally { statuses: BTreeMap::new(), caches: BTreeMap::new(), latencies_us: Vec::new() };
                let mut buffer = Vec::with_capacity(1 << 16);
                let mut socket: Option<TcpStream> = None;
                while Instant::now() < end {
                    let path = &paths[turn.fetch_add(1, Ordering::Relaxed) % paths.len()];
                    let request = format!("GET {path} HTTP/1.1\r\nHost: {address}\r\n\r\n");
                    let started = Instant::now();
                    let outcome = (|| -> std::io::Result<Answer> {
                        if socket.is_none() {
                            socket = Some(connect(&address)?);
                        }
                        let stream = socket.as_mut().unwrap();
                        stream.write_all(request.as_bytes())?;
                        read_answer(stream, &mut buffer)
                    })();
                    let micros = started.elapsed().as_micros().min(u32::MAX as u128) as u32;
                    tally.latencies_us.push(micros);
                    match outcome {
                        Ok(answer) => {
                            *tally.statuses.entry(answer.status).or_insert(0) += 1;
                            if let Some(cache) = answer.cache {
                                *tally.caches.entry(cache).or_insert(0) += 1;
                            }
                            if answer.close {
                                socket = None;
                            }
                        }
                        Err(_) => {
                            *tally.statuses.entry(0).or_insert(0) += 1;
                            socket = None;
                        }
                    }
                }
                tally
            })
        })
        .collect();
    let mut all = Tally { statuses: BTreeMap::new(), caches: BTreeMap::new(), latencies_us: Vec::new() };
    for worker in workers {
        let tally = worker.join().expect("worker");
        for (status, n) in tally.statuses {
            *all.statuses.entry(status).or_insert(0) += n;
        }
        for (cache, n) in tally.caches {
            *all.caches.entry(cache).or_insert(0) += n;
        }
        all.latencies_us.extend(tally.latencies_us);
    }
    all.latencies_us.sort_unstable();
    let statuses: Vec<String> = all.statuses.iter().map(|(k, v)| format!("\"{k}\":{v}")).collect();
    let caches: Vec<String> =
        all.caches.iter().map(|(k, v)| format!("\"{}\":{v}", k.replace(['"', '\\'], ""))).collect();
    let latencies: Vec<String> = all.latencies_us.iter().map(|us| us.to_string()).collect();
    println!(
        "{{\"statuses\":{{{}}},\"caches\":{{{}}},\"latenciesUs\":[{}],\"cpuMs\":{}}}",
        statuses.join(","),
        caches.join(","),
        latencies.join(","),
        cpu_ms()
    );
}
