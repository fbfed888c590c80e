"""Counts the types and conversions of recall's walk in one state of the repository (docs/recall-walk.md, "Method").

Run from the repository: python3 docs/recall-walk-count.py <commit or worktree path> [wtypes|wconv|wmethods]
"""
import os, re, subprocess, sys

rev = sys.argv[1]          # a commit, or a worktree path
def files(rev):
    if os.path.isdir(rev):
        out = subprocess.run(['git','-C',rev,'ls-files','src/main/java'],capture_output=True,text=True).stdout.split()
        return {p: open(os.path.join(rev,p)).read() for p in out if p.endswith('.java')}
    out = subprocess.run(['git','ls-tree','-r','--name-only',rev,'src/main/java'],capture_output=True,text=True).stdout.split()
    return {p: subprocess.run(['git','show',f'{rev}:{p}'],capture_output=True,text=True).stdout for p in out if p.endswith('.java')}

def strip(src):
    src = re.sub(r'/\*.*?\*/', ' ', src, flags=re.S)
    src = re.sub(r'//[^\n]*', ' ', src)
    src = re.sub(r'"""(.*?)"""', '""', src, flags=re.S)
    src = re.sub(r'"(\\.|[^"\\])*"', '""', src)
    return src

src = files(rev)
code = {p: strip(s) for p, s in src.items()}
declared = {}   # simple name -> set of files declaring it
for p, c in code.items():
    for m in re.finditer(r'\b(class|record|enum|interface)\s+([A-Z]\w*)', c):
        declared.setdefault(m.group(2), set()).add(p)

controller = next(p for p in code if p.endswith('/RecallController.java'))  # api/ before issue 50, api/http/ after
walk = [p for p in code if p == controller or '/pipeline/recall/' in p or '/store/recall/' in p]

def pkg(p): return os.path.dirname(p)
def resolve(name, p):
    """The file declaring the type `name` as file p sees it: its own, an import, its package; else None."""
    cands = declared.get(name, set())
    if p in cands: return p
    for m in re.finditer(r'import\s+io\.mnemograph\.([\w.]+)\.(\w+)\s*;', code[p]):
        if m.group(2) == name:
            f = 'src/main/java/io/mnemograph/' + m.group(1).replace('.', '/') + '/' + name + '.java'
            if f in cands: return f
    for f in sorted(cands):
        if pkg(f) == pkg(p): return f
    # a nested type reached as Outer.Inner
    for m in re.finditer(r'\b([A-Z]\w*)\.' + name + r'\b', code[p]):
        outer = resolve(m.group(1), p) if m.group(1) != name else None
        if outer in cands: return outer
    return None

mode = sys.argv[2] if len(sys.argv) > 2 else 'sum'

# ---- method-level walk: the methods of the walk files reachable by name from RecallController.recall ----
KEYWORDS = {'if','for','while','switch','catch','synchronized','return','new','else','try','do'}
def type_brace(c, i):
    j = c.rfind(';', 0, i); k = c.rfind('}', 0, i); l = c.rfind('{', 0, i)
    head = c[max(j, k, l) + 1:i]
    return re.search(r'\b(class|record|enum|interface)\b', head) is not None
def methods(p):
    c = code[p]; out = []
    depth = 0; stack = []
    for i, ch in enumerate(c):
        if ch == '{': stack.append((i, type_brace(c, i)))
        elif ch == '}' and stack: stack.pop()
        elif ch == '(' and stack and stack[-1][1]:
            m = re.search(r'(\w+)\s*$', c[:i])
            if not m or m.group(1) in KEYWORDS: continue
            pre = c[:m.start()].rstrip()
            if pre.endswith('.') or pre.endswith('new') or pre.endswith('@') or pre.endswith('record'): continue
            d = 0; e = i
            while e < len(c):
                if c[e] == '(': d += 1
                elif c[e] == ')':
                    d -= 1
                    if d == 0: break
                e += 1
            rest = re.match(r'\s*(throws[^{;]*)?\{', c[e+1:])
            if not rest: continue
            b = e + 1 + rest.end() - 1; d = 0; f = b
            while f < len(c):
                if c[f] == '{': d += 1
                elif c[f] == '}':
                    d -= 1
                    if d == 0: break
                f += 1
            out.append((m.group(1), c[m.start():f+1]))
    return out
allm = {}
for p in walk:
    for name, body in methods(p):
        allm.setdefault(name, []).append((p, body))
seen = set(); todo = [('recall', controller)]
walked = []
while todo:
    name, onlyp = todo.pop()
    for p, body in allm.get(name, []):
        if onlyp and p != onlyp: continue
        key = (p, body[:200])
        if key in seen: continue
        seen.add(key); walked.append((p, body))
        for n in set(re.findall(r'\b(\w+)\s*\(', body)):
            todo.append((n, None))
        for n in set(re.findall(r'\bnew\s+(\w+)', body)):
            todo.append((n, None))
        for n in set(re.findall(r'(\w+)::(\w+)', body)):
            todo.append((n[1], None))
wtypes = set(); wconv = []
for p, body in walked:
    for name in set(re.findall(r'\b([A-Z][A-Za-z0-9]*)\b', body)):
        f = resolve(name, p)
        if f and name != 'Nullable': wtypes.add((name, f.replace('src/main/java/io/mnemograph/', '').rsplit('/', 1)[0].replace('/', '.')))
    # the types whose instances the walked methods' own declarations are: the files walked
    for line in body.split('\n'):
        hits = []
        for m in re.finditer(r'\bnew\s+([A-Z]\w*)\s*[(<]', line):
            if m.group(1) in declared and not re.search(r'(Exception|Error|Overloaded|Passed|Failure)$', m.group(1)):
                hits.append('new ' + m.group(1))
        for m in re.finditer(r'\b([A-Z]\w*)\.of\(', line):
            if m.group(1) in declared: hits.append(m.group(1) + '.of')
        for m in re.finditer(r'\.((?!withMargin)with[A-Z]\w*|matched|reached|fused|marked|inSessionContext|candidate|afterReinforcement|withChannels)\((?!\))', line):
            hits.append('.' + m.group(1))
        for m in re.finditer(r'new\s+(LinkedHashMap|HashMap|LinkedHashSet|TreeMap)\s*<[^>]*>\s*\(|\btoMap\(', line):
            hits.append('map')
        if hits: wconv.append((p.rsplit('/', 1)[1], line.strip()[:90], hits))
for p, body in walked:
    wtypes.add((os.path.basename(p)[:-5], os.path.dirname(p).replace('src/main/java/io/mnemograph/', '').replace('/', '.')))
if mode == 'wtypes':
    for t in sorted(wtypes, key=lambda t: (t[1], t[0])): print(t[1] + '.' + t[0])
if mode == 'wconv':
    for f, l, h in wconv: print(f, '|', ' '.join(h), '|', l)
if mode == 'wmethods':
    for p, body in walked: print(os.path.basename(p), body.split('(')[0].split()[-1])
print(f'{rev}: walk {len(walked)} methods, {len(wtypes)} types, {sum(len(h) for _,_,h in wconv)} conversions')
