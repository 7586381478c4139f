#!/usr/bin/env python3
"""The README's table of DXC options (section "Command line") must list each
option of src/driver/args.c's table with what hlslc does with it.

  readme_options.py ROOT            check (prints "readme-options: N passed, N failed")
  readme_options.py ROOT --print    print the table (to paste into README.md)"""
import os, re, sys

root = sys.argv[1]
src=open(os.path.join(root, 'src/driver/args.c')).read()
consts=dict(re.findall(r'static const char (\w+)\[\] = "([^"]*)";',src))
rows=[]
for line in src.splitlines():
    m=re.match(r'\s*OPT\("([^"]*)", (\w+), ([\w |]+), (HON|NOP|REF), (\w+), (NULL|"(?:[^"\\]|\\.)*"|\w+)\),',line)
    if m:
        name,k,pre,act,oid,text=m.groups()
    else:
        m=re.match(r'\s*MOPT\("([^"]*)", (\d+), ([\w |]+), (\w+), \w+, (\w+|"[^"]*")\),',line)
        if not m: continue
        name,n,pre,act,text=m.groups(); k='K_MULTI'
    if text.startswith('"'): text=text[1:-1]
    elif text in consts: text=consts[text]
    elif text=='NULL': text=None
    rows.append((name,k,pre,act,text))
hidden={'Zpc':'matrices default to column_major','Po':'preprocess (the deprecated form of -P)',
 'help-hidden':'show the help','?':'show the help',
 'no-legacy-cbuf-layout':'warns, as DXC does, that it is no longer supported and is ignored',
 'not_use_legacy_cbuf_load':'warns, as DXC does, that it is no longer supported and is ignored',
 'pack_prefix_stable':'the default signature packing','pack_optimized':'as -pack-optimized','Wno-vk-ignored-features':'hlslc has no SPIR-V warnings to silence',
 'Wno-vk-emulated-features':'hlslc has no SPIR-V warnings to silence','Qstrip_debug':'hlslc writes no debug part',
 'Qstrip_priv':'hlslc writes no private data part','force_rootsig_ver':'as -force-rootsig-ver',
 'Qstrip_reflect_from_dxil':'no resource names in the DXIL part (the default)','res_may_alias':'as -res-may-alias',
 'all_resources_bound':'as -all-resources-bound','nologo':'prints nothing, as DXC'}
meta={'K_SEP':' <value>','K_JOS':' <value>','K_JOINED':'<value>','K_MULTI':' <values>','K_FLAG':''}
own={'emit-ll','fbind-unused','fstable-bindings','fno-caret-diagnostics','print-after=','verify-each'}
out=['| option | what hlslc does |','|---|---|']
for name,k,pre,act,text in rows:
    if name in own: continue
    lead='--' if pre=='PDD' else '-'
    sp='`%s%s%s`'%(lead,name,meta[k])
    if 'PS' in pre: sp+=', `/%s`'%name
    if act=='HON':
        if text:
            parts=re.split(r'\s{2,}',text,1)
            if len(parts)==2 and parts[0].startswith('-'):
                sp='`%s`'%parts[0] + (', `/%s`'%name if 'PS' in pre else '')
                what='honoured: '+parts[1]
            else: what='honoured: '+text
        else: what='honoured: '+hidden.get(name,'')
    elif act=='NOP': what='accepted with a warning that it has no effect: '+text
    else: what='refused: '+text
    what=re.sub(r'(<[^>]*>)', r'`\1`', what.replace('|','\\|'))
    out.append('| %s | %s |'%(sp,what))
out.append('| `-spirv`, `-metal` | refused: hlslc generates DXIL only |')
out.append('| `-fspv-*`, `-fvk-*`, `-vkbr`, `-Oconfig=` (DXC\'s SPIR-V options) | accepted with a warning that they have no effect (they configure SPIR-V code generation; DXC\'s DXIL does not change either), with their arguments; `-fvk-{b,t,s,u}-shift` and `-fvk-bind-{resource,sampler,counter}-heap` give DXC\'s "requires -spirv" error |')
table = '\n'.join(out)
if "--print" in sys.argv:
    print(table)
    sys.exit(0)
readme = open(os.path.join(root, "README.md"), encoding="utf-8").read()
if table in readme:
    print("readme-options: 1 passed, 0 failed")
    sys.exit(0)
have = set(l for l in readme.splitlines() if l.startswith("| `"))
for l in table.splitlines()[2:]:
    if l not in have:
        print("FAIL: README.md lacks: " + l)
print("readme-options: 0 passed, 1 failed")
sys.exit(1)
