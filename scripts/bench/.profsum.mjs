import { readFileSync, readdirSync } from 'node:fs';
const dir = process.argv[2]; const f = readdirSync(dir).filter(x=>x.endsWith('.cpuprofile')).sort().pop();
const p = JSON.parse(readFileSync(dir+'/'+f,'utf8'));
const self = new Map(); const byId = new Map(p.nodes.map(n=>[n.id,n]));
const dt = new Map(); for (let i=0;i<p.samples.length;i++){ dt.set(p.samples[i], (dt.get(p.samples[i])??0) + (p.timeDeltas[i]??0)); }
// total time (inclusive) per function
const parent = new Map(); for (const n of p.nodes) for (const c of n.children??[]) parent.set(c, n.id);
const incl = new Map();
for (const n of p.nodes) { const t = dt.get(n.id)??0; if (!t) continue; const k = n.callFrame.functionName+' '+n.callFrame.url.split('/').pop()+':'+n.callFrame.lineNumber; self.set(k,(self.get(k)??0)+t);
  const seen = new Set(); let id = n.id; while (id!==undefined){ const m=byId.get(id); const kk=m.callFrame.functionName+' '+m.callFrame.url.split('/').pop()+':'+m.callFrame.lineNumber; if(!seen.has(kk)){seen.add(kk); incl.set(kk,(incl.get(kk)??0)+t);} id=parent.get(id);} }
const bl = (await import('node:fs')).readFileSync(process.env.BUNDLE ?? '/work/main/out/bench-tmp/bundle.cjs','utf8').split('\n'); const region=(l)=>{for(let i=l;i>=0;i--) if (bl[i]?.startsWith('// server/')) return bl[i].slice(3).replace('server/src/',''); return '';};
const fix=(m)=>new Map([...m].map(([k,v])=>[k.includes(process.env.BUNDLE_NAME ?? 'bundle.cjs')?k+' '+region(+k.split(':').pop()):k,v]));
const top = (m)=>[...m].sort((a,b)=>b[1]-a[1]).slice(0,+process.argv[3]||30).map(([k,v])=>(v/1000).toFixed(0).padStart(8)+' ms  '+k).join('\n');
console.log('SELF\n'+top(fix(self))); console.log('INCLUSIVE\n'+top(fix(incl)));
