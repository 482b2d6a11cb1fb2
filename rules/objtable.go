package rules

import "sync/atomic"

// The object table is shared between a game and its clones until one of them writes
// (copy on write): Clone is the inner loop of search (every playout runs on a clone), and
// copying every object ever created, most of them cards sitting in libraries and
// graveyards that the playout never changes, was most of its cost.
//
// Objects live in fixed-size chunks held by pointer. A table writes in place only the
// chunks it marked with its current generation; Clone moves both the original and the
// copy to a new generation, so that every chunk is then shared and the first write to a
// chunk by either side copies that chunk first. Reads never copy.
//
// Two rules follow for code holding an *Object:
//   - a pointer from obj (or Game.Obj) must never be written through: it may point into a
//     chunk another game reads;
//   - a pointer from mut is good until the next Clone of the game (or of its clone): after
//     that the chunk is shared again and must be copied before the next write. A pointer
//     from obj reads stale values once the object is written through mut (the write may
//     move it to a fresh chunk), so code that reads an object after writing it takes the
//     pointer from mut, or takes it again.

const (
	// 16 objects of 200 bytes: a write copies 3,200 bytes (a size class), not the table. A search
	// playout draws cards from everywhere in the libraries and so writes most chunks of
	// 32 objects; chunks of 16 copied 6% less memory per MCTS decision.
	chunkBits = 4
	chunkSize = 1 << chunkBits
	chunkMask = chunkSize - 1
)

// chunkRef is a table's hold on one chunk of chunkSize objects: the table may write the
// chunk in place only if gen is the table's current generation. The generation lives in
// the table's own slice, not in the shared chunk, so that a chunk is exactly a size class
// (3,200 bytes) and a table's generations are its own business.
type chunkRef struct {
	objs *[chunkSize]Object
	gen  uint64
}

// objTable holds every object of a game, indexed by ObjID. Its only ways in are at (read),
// mut (write), add and len, so that every write is visibly a write.
//
// Reads go through ptrs, one pointer per object into its chunk, rather than through the
// chunk: reading is what listing legal actions, layers and hashing do hundreds of times
// per decision, and the pointer costs about as little as indexing a flat slice did, while
// finding the chunk and then the object in it cost about 15% more listing time.
//
// ptrs and chunks (the index) are shared with clones too, until the first write: copying
// ptrs, whose pointers the garbage collector has to follow, cost more than the rest of
// Clone. shared says the index may be another table's; it is copied before a write.
type objTable struct {
	ptrs   []*Object // ptrs[id] points into the chunk that holds id
	chunks []chunkRef
	gen    uint64
	shared bool
	// What reclaim needs to undo a clone: id names a table made by clone (0 for one made
	// new), lastClone is the id of the table's latest clone not reclaimed since (0: none),
	// and parentLast and parentShared are the lastClone and shared of the table this one
	// was cloned from, as they were before the clone.
	id           uint64
	lastClone    uint64
	parentLast   uint64
	parentShared bool
	// over is the array of the table's last setZones. spare holds the index and setZones
	// arrays of a reclaimed clone, which nothing else holds any more, for the next
	// clone to copy its index and objects into (clone hands it over: it is never shared).
	over  []Object
	spare *tableBufs
	// writes counts the writes to objects (mut, add, setZones), for change tracking
	// (changes.go); a clone starts from its original's count.
	writes uint64
	// bfWrites counts those that may change the battlefield: writes to an object on it
	// (one leaving it included: its zone is written while it is there), objects added
	// to it, and every setZones. An object enters the battlefield only as a new object
	// (CR 400.7, moveTo), never by a write to its zone, so the permanents and their
	// fields are the same while bfWrites is.
	bfWrites uint64
}

// tableBufs are the arrays of a reclaimed clone's table, kept to be used again.
type tableBufs struct {
	ptrs   []*Object
	chunks []chunkRef
	over   []Object
	// free are chunks a reclaimed clone had copied or added for itself: no table holds
	// them any more, so the next copy of a shared chunk is made into one of them.
	free []*[chunkSize]Object
}

// maxFreeChunks bounds the chunks a table keeps for reuse (a 2HG game has about 40).
const maxFreeChunks = 64

// newChunk returns a chunk to copy into: a free one of a reclaimed clone, or new.
func (t *objTable) newChunk() *[chunkSize]Object {
	if b := t.spare; b != nil && len(b.free) > 0 && !recycleOff {
		c := b.free[len(b.free)-1]
		b.free[len(b.free)-1] = nil
		b.free = b.free[:len(b.free)-1]
		return c
	}
	return new([chunkSize]Object)
}

// tableIDs numbers the tables made by clone, across games and goroutines.
var tableIDs atomic.Uint64

// makeObjTable returns an empty table with room for about n objects.
func makeObjTable(n int) objTable {
	return objTable{ptrs: make([]*Object, 0, n), chunks: make([]chunkRef, 0, n/chunkSize+1)}
}

// len is the number of objects in the table.
func (t *objTable) len() int { return len(t.ptrs) }

// at returns object id for reading only. An id out of range panics, as indexing a slice
// does.
func (t *objTable) at(id ObjID) *Object { return t.ptrs[id] }

// mut returns object id for writing, copying its chunk first if it is shared.
func (t *objTable) mut(id ObjID) *Object {
	t.writes++
	if t.chunks[id>>chunkBits].gen != t.gen {
		t.own(int(id >> chunkBits))
	}
	o := t.ptrs[id]
	if o.Zone == ZoneBattlefield {
		t.bfWrites++
	}
	return o
}

// own replaces shared chunk i by a copy that only this table writes and points the
// table's pointers to its objects at the copy. It is kept out of mut so that mut's common
// path (the chunk already owned) stays small.
//
//go:noinline
func (t *objTable) own(i int) {
	t.ownIndex()
	r := &t.chunks[i]
	c := t.newChunk()
	*c = *r.objs
	ps := t.ptrs[i*chunkSize : min(len(t.ptrs), (i+1)*chunkSize)]
	for k := range ps {
		if ps[k] != &r.objs[k] {
			c[k] = *ps[k] // the table's own copy, outside the chunk (setZones)
		}
		ps[k] = &c[k]
	}
	r.objs, r.gen = c, t.gen
}

// setZones sets the zone of object ids[k] to zones[k], for each k. An object in a chunk
// the table doesn't own is not written in its chunk, which would copy the chunk first:
// such objects are copied together into one array that only this table holds, and the
// table's pointers to them moved there. Their chunks stay shared until the table writes
// one (own then takes these objects from the array, not from the chunk). Determinize
// re-deals this way a few hidden cards scattered over many chunks.
func (t *objTable) setZones(ids []ObjID, zones []Zone) {
	t.writes++
	t.bfWrites++
	var own []Object
	for k, id := range ids {
		if t.chunks[id>>chunkBits].gen == t.gen {
			t.ptrs[id].Zone = zones[k]
			continue
		}
		if own == nil {
			t.ownIndex()
			if b := t.spare; b != nil && cap(b.over) >= len(ids)-k {
				own, b.over = b.over[:0], nil
			} else {
				own = make([]Object, 0, len(ids)-k)
			}
			t.over = own[:0:cap(own)]
		}
		own = append(own, *t.ptrs[id]) // within capacity: the pointers taken stay good
		o := &own[len(own)-1]
		o.Zone = zones[k]
		t.ptrs[id] = o
	}
}

// ownIndex copies ptrs and chunks if they may be another table's, with room to grow: a
// clone is usually played on at once (search, a trial Apply).
func (t *objTable) ownIndex() {
	if !t.shared {
		return
	}
	n, m := len(t.ptrs), len(t.chunks)
	if b := t.spare; b != nil && cap(b.ptrs) >= n+16 && cap(b.chunks) >= m+1 {
		// A reclaimed clone's arrays: the pointers left past n would only keep old
		// objects from the collector.
		t.ptrs = append(b.ptrs[:0], t.ptrs...)
		clear(t.ptrs[n:cap(t.ptrs)])
		t.chunks = append(b.chunks[:0], t.chunks...)
		b.ptrs, b.chunks = nil, nil
	} else {
		t.ptrs = append(make([]*Object, 0, n+n/8+32), t.ptrs...)
		t.chunks = append(make([]chunkRef, 0, m+m/8+2), t.chunks...)
	}
	t.shared = false
}

// add appends o as object len() and returns its id (o.ID is the caller's to set).
func (t *objTable) add(o Object) ObjID {
	t.writes++
	if o.Zone == ZoneBattlefield {
		t.bfWrites++
	}
	t.ownIndex()
	id := ObjID(len(t.ptrs))
	i := int(id >> chunkBits)
	if i == len(t.chunks) {
		c := t.newChunk()
		*c = [chunkSize]Object{}
		t.chunks = append(t.chunks, chunkRef{objs: c, gen: t.gen})
	} else if t.chunks[i].gen != t.gen {
		t.own(i)
	}
	p := &t.chunks[i].objs[id&chunkMask]
	*p = o
	t.ptrs = append(t.ptrs, p)
	return id
}

// clone returns a table sharing everything with t. Both move to a new generation, so
// that neither writes a chunk in place any more (every chunkRef holds an older one), and
// both mark the index shared: t changes too, Clone is a write to the original, one reason
// why a Game is not safe for concurrent use. The two tables may share a generation number:
// once either writes, it does so in its own copy of the index.
func (t *objTable) clone() objTable {
	c := *t
	c.id = tableIDs.Add(1)
	c.lastClone, c.parentLast, c.parentShared = 0, t.lastClone, t.shared
	c.over, c.spare, t.spare = nil, t.spare, nil
	t.gen++
	t.shared = true
	t.lastClone = c.id
	c.gen, c.shared = t.gen, true
	return c
}

// reclaim undoes clone c of t, which is never to be used again, if it is t's latest clone
// and neither table was cloned since (or the clones made since were reclaimed in turn):
// t goes back to the generation it had before the clone, so that it writes in place again
// the chunks it owned then, and its chunks written since are retagged as still its own.
// It empties c either way, and reports whether it undid the clone.
//
// Only c shared t's chunks of the generation before the clone (a chunk is shared with
// the clones made while it is owned, and t's next clone was c), so once c is gone no
// table but t holds them.
func (t *objTable) reclaim(c *objTable) bool {
	ok := c.id != 0 && t.lastClone == c.id && c.lastClone == 0 && c.gen == t.gen
	if ok {
		born := t.gen
		if t.shared {
			// t hasn't written since the clone: its index is the one it had then, and
			// no chunk in it is tagged born.
			t.shared = c.parentShared
		} else {
			for i := range t.chunks {
				if t.chunks[i].gen == born {
					t.chunks[i].gen = born - 1
				}
			}
		}
		t.gen, t.lastClone = born-1, c.parentLast
		if !c.shared {
			// c's index is its own copy, and c has no clone alive (c.lastClone is 0):
			// nothing else holds c's arrays.
			b := t.spare
			if b == nil {
				b = c.spare
			}
			if b == nil {
				b = &tableBufs{}
			}
			b.ptrs, b.chunks = c.ptrs, c.chunks
			if c.over != nil {
				b.over = c.over
			}
			// The chunks c copied or added (its generation, which is born: c.gen ==
			// t.gen) are c's alone, its own clones being reclaimed (c.lastClone is 0).
			if c.spare != nil && c.spare != b {
				b.free = append(b.free, c.spare.free...)
			}
			for _, r := range c.chunks {
				if r.gen == born && len(b.free) < maxFreeChunks {
					b.free = append(b.free, r.objs)
				}
			}
			t.spare = b
		}
	}
	*c = objTable{}
	return ok
}

// obj returns object id for reading only: it must not be written through (use mut).
func (g *Game) obj(id ObjID) *Object { return g.objs.at(id) }

// mut returns object id for writing: the object is then the game's own, not shared with
// a clone. The pointer must not be kept across a Clone.
func (g *Game) mut(id ObjID) *Object { return g.objs.mut(id) }
